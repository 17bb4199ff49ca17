import { messages } from '@agua/domain';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** SPEC.md 2.7: Settings, an empty page with a breadcrumb. Not built yet: the route, title and breadcrumb are in place. */
export function SettingsPage() {
  return <ComingSoon title={messages.menu.settings} />;
}
