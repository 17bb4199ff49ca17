import { messages } from '@agua/domain/messages';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** Receipts; a row opens the receipt PDF. Not built yet: the route, title and breadcrumb are in place. */
export function ReceiptsListPage() {
  return <ComingSoon title={messages.menu.receipts} />;
}
