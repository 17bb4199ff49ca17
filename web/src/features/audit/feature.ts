import { messages } from '@agua/domain/messages';
import type { Feature } from '../../lib/feature.ts';

/** Path inside an area (/manager or /technical); ?clientId= opens a client's trail (the Clientes edit links there). */
export const AUDIT_PATHS = {
  audit: 'audit',
} as const;

/** Auditoria: who changed what, when and from where (administrators). */
export const auditFeature: Feature = {
  pages: [
    {
      path: AUDIT_PATHS.audit,
      load: async () => (await import('./audit-page.tsx')).AuditPage,
    },
  ],
  menu: [{ label: messages.audit.title, path: AUDIT_PATHS.audit, icon: 'audit', adminOnly: true }],
};
