import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { ReasonDialog } from '../../ui/dialog/reason-dialog.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AgreementsPageQuery } from './agreements-query.ts';
import { ContractAgreements } from './contract-agreements.tsx';
import { useAgreementActions } from './use-agreement-actions.ts';

const t = messages.paymentAgreements;

/**
 * Acordo de pagamento (?id=<client>, from the client page; docs/domain.md "Payment agreements"): each contract's
 * debt and agreements with their instalments; an administrator makes one (previewed first) or cancels it with a
 * reason; the next instalment is paid here as a receipt.
 */
export function AgreementsPage() {
  const [params] = useSearchParams();
  const clientId = params.get('id') ?? '';
  const admin = useSessionUser().role === 'ADMIN';
  const { data, loading, error, refetch } = useQuery(AgreementsPageQuery, {
    variables: { clientId },
    skip: !clientId,
    fetchPolicy: 'cache-and-network',
  });
  const actions = useAgreementActions(() => void refetch());
  const client = data?.client ?? null;
  const contracts = [...(client?.contracts ?? [])].sort((a, b) => b.contractStatus - a.contractStatus);
  const clientPage = `client-statement/client?id=${encodeURIComponent(clientId)}`;
  return (
    <div className="space-y-6">
      <PageHeader
        title={client ? `${t.title} · ${client.name}` : t.title}
        breadcrumb={<Breadcrumb items={[{ label: t.clientPage, to: clientPage }, { label: t.title }]} />}
      />
      {loading && !client && <Spinner className="size-6" />}
      {!loading && !client && (
        <ErrorAlert>{error?.message ?? messages.clientStatement.page.notFound}</ErrorAlert>
      )}
      {contracts.map((contract) => (
        <ContractAgreements
          key={contract.contractId}
          data={contract.paymentAgreements}
          admin={admin}
          actions={actions}
          onChanged={() => void refetch()}
        />
      ))}
      <ConfirmDialog
        open={actions.paying !== null}
        title={actions.payTitle}
        message={actions.payMessage}
        confirmLabel={t.pay}
        cancelLabel={t.cancel}
        onConfirm={() => void actions.confirmPay()}
        onCancel={actions.cancelPay}
      />
      {actions.canceling && (
        <ReasonDialog
          open
          title={t.cancelTitle}
          message={actions.cancelMessage}
          reasonLabel={t.reason}
          confirmLabel={t.cancelAgreement}
          cancelLabel={t.close}
          busy={actions.cancelBusy}
          onConfirm={(reason) => void actions.confirmCancel(reason)}
          onCancel={actions.dropCancel}
        />
      )}
    </div>
  );
}
