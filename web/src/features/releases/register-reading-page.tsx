import { messages } from '@agua/domain';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** SPEC.md 2.8: register a reading by hand or by file upload. Not built yet: the route, title and breadcrumb are in place. */
export function RegisterReadingPage() {
  return <ComingSoon title={messages.menu.readingsAdd} />;
}
