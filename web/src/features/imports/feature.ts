import { messages } from '@agua/domain/messages';
import type { Feature } from '../../lib/feature.ts';

/** Path inside an area (/manager or /technical). */
export const IMPORTS_PATHS = {
  imports: 'imports',
} as const;

/** Importar Dados: the existing books brought in from a spreadsheet (administrators), beside Parametrização. */
export const importsFeature: Feature = {
  pages: [
    {
      path: IMPORTS_PATHS.imports,
      load: async () => (await import('./imports-page.tsx')).ImportsPage,
    },
  ],
  menu: [{ label: messages.imports.title, path: IMPORTS_PATHS.imports, icon: 'imports', adminOnly: true }],
};
