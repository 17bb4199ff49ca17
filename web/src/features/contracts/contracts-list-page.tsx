import { messages } from '@agua/domain';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** SPEC.md 2.5: the contract list. Not built yet: the route, title and breadcrumb are in place. */
export function ContractsListPage() {
  return (
    <ComingSoon title={messages.pages.contractsList} crumbs={[{ label: messages.menu.listContracts }]} />
  );
}
