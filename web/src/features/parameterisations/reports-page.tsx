import { messages } from '@agua/domain';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** SPEC.md 2.7: the reports page (titled Parametrização, tabs all empty). Not built yet: the route, title and breadcrumb are in place. */
export function ReportsPage() {
  return <ComingSoon title={messages.pages.reports} crumbs={[{ label: messages.menu.reports }]} />;
}
