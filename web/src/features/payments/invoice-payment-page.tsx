import { messages } from '@agua/domain/messages';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** Pay a client's unpaid invoices. Not built yet: the route, title and breadcrumb are in place. */
export function InvoicePaymentPage() {
  return <ComingSoon title={messages.menu.invoicePayment} />;
}
