import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { PlusIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { AgreementCard } from './agreement-card.tsx';
import type { ContractAgreements as Data } from './agreements-query.ts';
import { CreateAgreementForm } from './create-agreement-form.tsx';
import type { AgreementActions } from './use-agreement-actions.ts';

const t = messages.paymentAgreements;

/** One contract: its debt today, its agreements (newest first) and, for an administrator, Novo acordo. */
export function ContractAgreements(props: {
  data: Data;
  admin: boolean;
  actions: AgreementActions;
  onChanged: () => void;
}) {
  const { data } = props;
  const [creating, setCreating] = useState(false);
  const running = data.agreements.some((one) => one.status === 'ACTIVE' || one.status === 'IN_ARREARS');
  const debt = Number(data.debt);
  return (
    <section
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs"
      aria-label={`${t.contract} ${data.contractId}`}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-ink">{`${t.contract} ${data.contractId}`}</h2>
          <p className="text-sm text-ink-muted">
            {t.debt}:{' '}
            <strong className="text-ink tabular-nums" data-testid="contract-debt">
              {formatMZN(data.debt)}
            </strong>
          </p>
        </div>
        {props.admin && data.active && !running && debt > 0 && !creating && (
          <Button type="button" icon={PlusIcon} onClick={() => setCreating(true)}>
            {t.create}
          </Button>
        )}
      </div>
      {creating && (
        <CreateAgreementForm
          contractId={data.contractId}
          debt={data.debt}
          onDone={() => {
            setCreating(false);
            props.onChanged();
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {data.agreements.length === 0 && !creating && (
        <p className="text-sm text-ink-muted">{debt > 0 ? t.none : t.noDebt}</p>
      )}
      {data.agreements.map((agreement) => (
        <AgreementCard key={agreement.id} agreement={agreement} actions={props.actions} admin={props.admin} />
      ))}
    </section>
  );
}
