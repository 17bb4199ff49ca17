import { messages } from '@agua/domain/messages';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** Register a cut (ADMIN). Not built yet: the route, title and breadcrumb are in place. */
export function RegisterCutPage() {
  return <ComingSoon title={messages.menu.cutsAdd} />;
}
