import { messages } from '@agua/domain/messages';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** Register a suspension (ADMIN). Not built yet: the route, title and breadcrumb are in place. */
export function RegisterSuspensionPage() {
  return <ComingSoon title={messages.menu.suspensionsAdd} />;
}
