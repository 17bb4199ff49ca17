import { messages } from '@agua/domain';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** SPEC.md 2.9: clients with their contract, zone and balance; edit form. Not built yet: the route, title and breadcrumb are in place. */
export function CustomersListPage() {
  return <ComingSoon title={messages.menu.customers} />;
}
