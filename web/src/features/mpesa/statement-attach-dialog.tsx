import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useMutation } from '@apollo/client/react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import type { Option } from '../../ui/form/option.ts';
import { ServerCombobox } from '../../ui/form/server-combobox.tsx';
import { useClientSearch } from '../../ui/form/use-client-search.ts';
import { AttachMpesaStatementLineMutation, type MpesaStatementLineRow } from './mpesa-statement-query.ts';

const s = messages.mpesa.statement;

interface Props {
  statementId: string;
  /** The unmatched line being attached; null closes the dialog. */
  line: MpesaStatementLineRow | null;
  onClose: () => void;
  onAttached: (receiptId: string) => void;
}

/** 'Associar a cliente': the client (the autocomplete of Pagar Factura) the unmatched line's money belongs to. */
export function StatementAttachDialog({ statementId, line, onClose, onAttached }: Props) {
  const search = useClientSearch();
  const [client, setClient] = useState<Option<string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attach, attaching] = useMutation(AttachMpesaStatementLineMutation);

  function close() {
    setClient(null);
    search.clear();
    setError(null);
    onClose();
  }

  async function submit() {
    if (!line) return;
    if (!client) {
      setError(s.screens.chooseClient);
      return;
    }
    setError(null);
    try {
      const { data } = await attach({
        variables: { input: { statementId, lineId: line.id, clientId: client.value } },
      });
      const payload = data?.attachMpesaStatementLine;
      if (!payload?.receiptId) {
        setError(payload?.message ?? s.screens.attachFailed);
        return;
      }
      const receiptId = String(payload.receiptId);
      setClient(null);
      search.clear();
      onAttached(receiptId);
    } catch {
      setError(s.screens.attachFailed);
    }
  }

  return (
    <Dialog open={line !== null} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px]" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl border border-line bg-surface p-6 shadow-2xl">
          {line && (
            <>
              <DialogTitle className="text-base font-semibold text-ink break-words">
                {s.screens.attachTitle(line.transactionId)}
              </DialogTitle>
              <p className="mt-1 text-sm text-ink-muted">
                {formatMZN(line.amount)}
                {line.msisdn ? ` · ${line.msisdn}` : ''}
                {line.details ? ` · ${line.details}` : ''}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-ink-muted">{s.screens.attachHint}</p>
              <div className="mt-4">
                <ServerCombobox
                  label={s.fields.client}
                  hint={messages.receipts.payment.clientHint}
                  value={client}
                  onChange={setClient}
                  options={search.options}
                  onSearch={search.onSearch}
                  searching={search.searching}
                  error={error && !client ? error : null}
                  className="w-full"
                />
              </div>
              {error && client && <ErrorAlert className="mt-4">{error}</ErrorAlert>}
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <Button variant="secondary" onClick={close}>
                  {messages.mpesa.screens.cancel}
                </Button>
                <Button onClick={() => void submit()} busy={attaching.loading}>
                  {s.screens.attachConfirm}
                </Button>
              </div>
            </>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
