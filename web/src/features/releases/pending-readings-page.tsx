import { messages } from '@agua/domain';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** SPEC.md 2.8: PENDING readings with a bulk state change. Not built yet: the route, title and breadcrumb are in place. */
export function PendingReadingsPage() {
  return <ComingSoon title={messages.menu.readingsPending} />;
}
