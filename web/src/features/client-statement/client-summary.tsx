import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { formatPhone } from '@agua/domain/rules/phone';
import { Link } from 'react-router';
import { DebtSummary } from '../../ui/debt-summary.tsx';
import type { ClientPageClient } from './client-page-query.ts';

const t = messages.clientStatement.page;

/** Features do not import each other's routes: the links climb to the area from client-statement/client. */
const FROM_HERE = {
  pay: '../../receipts/pay',
  charge: '../../client-rubrics/list',
  cut: '../../cuts/add',
  edit: '../../clients/list',
  agreement: '../../payment-agreements/client',
};

const linkClass =
  'inline-flex items-center rounded-lg border border-line-strong bg-surface px-3 py-1.5 text-sm font-medium text-ink hover:bg-surface-muted';

/** The latest payment agreement's state beside its contract (docs/domain.md "Payment agreements"). */
const agreementText = (status: string | undefined) =>
  status
    ? ` · ${messages.paymentAgreements.title}: ${messages.paymentAgreements.statuses[status] ?? status}`
    : '';

/** Who the client is, what they hold (contracts; the meters have their own panel), Total em dívida and what can be done from here. */
export function ClientSummary({ client }: { client: ClientPageClient }) {
  const query = `?clientId=${encodeURIComponent(client.clientId)}&name=${encodeURIComponent(client.name)}`;
  return (
    <section className="grid gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs md:grid-cols-[1fr_20rem]">
      <div className="space-y-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-ink-muted">{t.contact}</dt>
          <dd className="text-ink">{formatPhone(client.phoneNumber)}</dd>
          <dt className="text-ink-muted">{t.address}</dt>
          <dd className="text-ink">{client.address}</dd>
          <dt className="text-ink-muted">{t.zone}</dt>
          <dd className="text-ink">{client.zone?.designation ?? '—'}</dd>
        </dl>
        <div>
          <h2 className="text-xs font-semibold text-ink-muted uppercase">{t.contracts}</h2>
          <ul className="mt-1 space-y-0.5">
            {client.contracts.map((contract) => (
              <li key={contract.contractId} className="flex justify-between gap-4 text-ink">
                <span>
                  {t.contract(String(contract.contractId), contract.contractStatus === 1)}
                  {agreementText(contract.paymentAgreements.agreements[0]?.status)}
                </span>
                <span className="tabular-nums" title={t.balance}>
                  {formatMZN(contract.balance)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <nav className="flex flex-wrap gap-2 pt-1" aria-label={t.title}>
          <Link to={`${FROM_HERE.pay}${query}`} relative="path" className={linkClass}>
            {t.pay}
          </Link>
          <Link to={FROM_HERE.charge} relative="path" className={linkClass}>
            {t.charge}
          </Link>
          <Link to={FROM_HERE.cut} relative="path" className={linkClass}>
            {t.cut}
          </Link>
          <Link to={FROM_HERE.edit} relative="path" className={linkClass}>
            {t.edit}
          </Link>
          <Link
            to={`${FROM_HERE.agreement}?id=${encodeURIComponent(client.clientId)}`}
            relative="path"
            className={linkClass}
          >
            {messages.paymentAgreements.open}
          </Link>
        </nav>
      </div>
      <DebtSummary debt={client.debt} className="self-start" />
    </section>
  );
}
