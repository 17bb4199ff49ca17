import { messages } from '@agua/domain';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** SPEC.md 2.6: the client-and-contract wizard. Not built yet: the route, title and breadcrumb are in place. */
export function CreateContractPage() {
  return (
    <ComingSoon title={messages.pages.createContract} crumbs={[{ label: messages.menu.createContract }]} />
  );
}
