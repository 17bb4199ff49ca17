import { messages } from '@agua/domain';
import { ComingSoon } from '../../ui/coming-soon.tsx';

/** SPEC.md 2.7: the setup tabs (Empresa, Zona, Factura, Contracto, Multa (%), Rúbrica, Utilizador). Not built yet: the route, title and breadcrumb are in place. */
export function SetupPage() {
  return <ComingSoon title={messages.pages.setup} />;
}
