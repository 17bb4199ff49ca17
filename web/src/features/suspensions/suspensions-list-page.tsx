import { messages } from '@agua/domain/messages';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** Suspensions with search and an edit panel. Not built yet: the route, title and breadcrumb are in place. */
export function SuspensionsListPage() {
  return <ComingSoon title={messages.menu.suspensionsList} />;
}
