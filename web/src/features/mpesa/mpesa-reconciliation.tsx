import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { StatementAttachDialog } from './statement-attach-dialog.tsx';
import type { StatementColumnActions } from './statement-columns.tsx';
import { StatementUploadForm } from './statement-upload-form.tsx';
import { StatementTitle, StatementView } from './statement-view.tsx';
import { useStatementReconciliation } from './use-statement-reconciliation.ts';

const s = messages.mpesa.statement;

interface Props {
  onOpenReceipt: (receiptId: string) => void;
}

/** Reconciliação M-Pesa: upload the statement export, see each line against the receipts, attach what is missing. */
export function MpesaReconciliation({ onOpenReceipt }: Props) {
  const admin = useSessionUser().role === 'ADMIN';
  const r = useStatementReconciliation();
  const { statement, statements, statementId } = r;
  const actions: StatementColumnActions = {
    receipt: (receiptId) =>
      receiptId ? (
        <button
          type="button"
          className="font-medium text-brand underline underline-offset-2"
          onClick={() => onOpenReceipt(String(receiptId))}
        >
          {s.screens.openReceipt(String(receiptId))}
        </button>
      ) : null,
    attach: admin ? r.attach : undefined,
  };

  return (
    <div className="space-y-6">
      {admin && <StatementUploadForm reconciliation={r} />}

      {statements.length === 0 && !r.statementsLoading ? (
        <p className="rounded-2xl border border-line bg-surface p-5 text-sm text-ink-muted">
          {s.screens.noStatement}
        </p>
      ) : (
        <section className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="min-w-0">{statement && <StatementTitle statement={statement} />}</div>
            {statements.length > 1 && (
              <Dropdown
                label={s.screens.previous}
                value={statementId ?? ''}
                placeholder={null}
                options={statements.map((row) => ({
                  value: String(row.id),
                  label: `${row.fileName} (${formatDateTime(row.createdAt)})`,
                }))}
                onChange={(event) => r.choose(event.target.value)}
                className="w-full sm:w-80"
              />
            )}
          </div>
          {statement && <StatementView statement={statement} actions={actions} />}
        </section>
      )}

      {statementId && (
        <StatementAttachDialog
          statementId={statementId}
          line={r.attaching}
          onClose={() => r.attach(null)}
          onAttached={r.attached}
        />
      )}
    </div>
  );
}
