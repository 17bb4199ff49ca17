import { useSessionUser } from '../../lib/session/session-guard.ts';
import { AdministratorHome } from './administrator-home.tsx';
import { TechnicianHome } from './technician-home.tsx';

/**
 * Painel, the home by role (docs/domain.md "Homes by role"): an administrator sees the company's day and finances,
 * a technician his readings (on a phone he lands on Rota de Leitura instead: lib/session/session-steps.ts).
 */
export function DashboardPage() {
  return useSessionUser().role === 'ADMIN' ? <AdministratorHome /> : <TechnicianHome />;
}
