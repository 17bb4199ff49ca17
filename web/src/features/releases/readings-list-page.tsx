import { messages } from '@agua/domain';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** SPEC.md 2.8: readings by zone, search, edit panel, Excel export. Not built yet: the route, title and breadcrumb are in place. */
export function ReadingsListPage() {
  return <ComingSoon title={messages.menu.readingsList} />;
}
