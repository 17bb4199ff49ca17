import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import clsx from 'clsx';
import type { ClientStatementData } from './client-page-query.ts';

const a = messages.paymentAgreements;

/** Under the Extrato de conta: what the contract's running payment agreement still asks for, and when. */
export function AgreementInstalments({
  instalments,
}: {
  instalments: ClientStatementData['agreementInstalments'];
}) {
  const first = instalments[0];
  if (!first) return null;
  const title = a.statementInstalments(Number(first.agreementId));
  return (
    <div>
      <h3 className="text-xs font-semibold text-ink-muted uppercase">{title}</h3>
      <ul className="mt-1 text-sm" aria-label={title}>
        {instalments.map((one) => (
          <li key={one.number} className="flex justify-between gap-4 border-b border-line py-1 text-ink">
            <span>
              <span className="block">{one.label}</span>
              <span className="block text-xs tabular-nums">
                <span className="text-ink-muted">{formatDate(one.dueDate)}</span>
                <span
                  className={clsx(
                    'ml-2',
                    one.missed ? 'font-semibold text-red-700 dark:text-red-400' : 'text-ink-muted',
                  )}
                >
                  {a.instalmentStates[one.missed ? 'MISSED' : 'DUE']}
                </span>
              </span>
            </span>
            <span className="tabular-nums">{formatMZN(one.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
