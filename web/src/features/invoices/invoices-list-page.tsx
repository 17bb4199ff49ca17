import { messages } from '@agua/domain/messages';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** Invoices by zone; breadcrumb Dashboard/Outros Pagamentos as the product has it. Not built yet: the route, title and breadcrumb are in place. */
export function InvoicesListPage() {
  return <ComingSoon title={messages.pages.invoicesList} crumbs={[{ label: messages.menu.otherPayments }]} />;
}
