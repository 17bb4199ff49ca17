import { messages } from '@agua/domain/messages';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** SPEC.md 2.10: receipts; a row opens the receipt PDF. Not built yet: the route, title and breadcrumb are in place. */
export function ReceiptsListPage() {
  return <ComingSoon title={messages.menu.receipts} />;
}
