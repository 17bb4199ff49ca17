import { messages } from '@agua/domain/messages';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** Cuts with search and an edit panel. Not built yet: the route, title and breadcrumb are in place. */
export function CutsListPage() {
  return <ComingSoon title={messages.menu.cutsList} />;
}
