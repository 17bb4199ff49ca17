import { messages } from '@agua/domain/messages';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { ReasonDialog } from '../../ui/dialog/reason-dialog.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ClientHistory } from './client-history.tsx';
import { ClientMeters } from './client-meters.tsx';
import { ClientSummary } from './client-summary.tsx';
import { MeterEditDialog, MeterReplaceDialog } from './meter-dialogs.tsx';
import { ReadingHistory } from './reading-history.tsx';
import { StatementPanel } from './statement-panel.tsx';
import { useClientPage } from './use-client-page.ts';
import { useMeterEdit } from './use-meter-edit.ts';
import { useMeterReplacement } from './use-meter-replacement.ts';
import { useReversals } from './use-reversals.ts';

const t = messages.clientStatement.page;

/**
 * Ficha do Cliente (?id=): contracts, meters (edited and, by an administrator, replaced from here), the reading
 * history, Total em dívida, open invoices, receipts, charges and the Extrato de conta, in one GraphQL query; opened
 * from Clientes and Pagar Factura.
 */
export function ClientPage() {
  const page = useClientPage();
  const admin = useSessionUser().role === 'ADMIN';
  const reversals = useReversals(() => void page.refetch());
  const meterEdit = useMeterEdit(() => void page.refetch());
  const replacement = useMeterReplacement(() => void page.refetch());
  const { client } = page;
  const title = client ? `${t.title} · ${client.name}` : t.title;
  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        breadcrumb={<Breadcrumb items={[{ label: t.clients, to: 'clients/list' }, { label: t.title }]} />}
      />
      {page.loading && !client && <Spinner className="size-6" />}
      {!page.loading && !client && <ErrorAlert>{page.error?.message ?? t.notFound}</ErrorAlert>}
      {client && (
        <>
          <ClientSummary client={client} />
          <ClientMeters
            meters={client.meters}
            onEdit={meterEdit.open}
            onReplace={admin ? replacement.open : undefined}
          />
          <ReadingHistory readings={client.readings} />
          <ClientHistory client={client} onReverse={admin ? reversals.ask : undefined} />
          <StatementPanel page={page} statement={page.statement} />
        </>
      )}
      <MeterEditDialog edit={meterEdit} />
      <MeterReplaceDialog replacement={replacement} />
      {reversals.pending && (
        <ReasonDialog
          open
          title={reversals.title}
          message={reversals.message}
          reasonLabel={t.reason}
          confirmLabel={reversals.pending.kind === 'receipt' ? t.reverseReceipt : t.reverseCharge}
          cancelLabel={t.cancel}
          busy={reversals.busy}
          onConfirm={(reason) => void reversals.confirm(reason)}
          onCancel={reversals.cancel}
        />
      )}
    </div>
  );
}
