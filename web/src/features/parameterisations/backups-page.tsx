import { messages } from '@agua/domain';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** SPEC.md 2.7: Backups, an empty page with a breadcrumb. Not built yet: the route, title and breadcrumb are in place. */
export function BackupsPage() {
  return <ComingSoon title={messages.menu.backups} />;
}
