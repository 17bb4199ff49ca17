import { messages } from '@agua/domain/messages';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** Charge a client for a rubric (Outros Pagamentos). Not built yet: the route, title and breadcrumb are in place. */
export function OtherPaymentsPage() {
  return <ComingSoon title={messages.menu.otherPayments} />;
}
