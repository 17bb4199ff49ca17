import { FILES, filePath } from '@agua/domain/contracts/files';
import type {
  ClientImportJobResponse,
  ImportMode,
  ImportResultResponse,
} from '@agua/domain/contracts/import';
import { messages } from '@agua/domain/messages';
import { useState } from 'react';
import { saveBlob, useFileFetch } from '../../lib/files/fetch-file.ts';
import { useSessionManager } from '../../lib/session/session-context.tsx';

const t = messages.imports;

/** Where an upload stands: sending bytes (with their share), waiting for the server's work, or done. */
export type UploadPhase = { step: 'idle' } | { step: 'sending'; percent: number } | { step: 'working' };

/**
 * The api's answer: the report (a dry run, or a commit refused for its rows), the commit queued (its import's id, to
 * follow), or a refusal of the file itself.
 */
export type UploadOutcome =
  | { kind: 'report'; result: ImportResultResponse; message?: string }
  | { kind: 'queued'; job: ClientImportJobResponse }
  | { kind: 'refused'; message: string };

/**
 * Importar Dados's file flows: the template's download, and the upload of a file as a dry run or the commit —
 * XMLHttpRequest rather than fetch, since only it reports the bytes leaving the browser (the progress bar); the
 * server's reading and checking follow as "working".
 */
export function useImportUpload() {
  const session = useSessionManager();
  const fetchFile = useFileFetch();
  const [phase, setPhase] = useState<UploadPhase>({ step: 'idle' });

  async function template() {
    const { blob, fileName } = await fetchFile(filePath(FILES.importTemplate, {}));
    saveBlob(blob, fileName ?? t.templateFile);
  }

  async function send(file: File, mode: ImportMode): Promise<UploadOutcome> {
    const token = await session.accessToken();
    const form = new FormData();
    form.set('mode', mode);
    form.set('file', file, file.name);
    setPhase({ step: 'sending', percent: 0 });
    try {
      return await new Promise<UploadOutcome>((resolve) => {
        const request = new XMLHttpRequest();
        request.open('POST', FILES.importUpload.path);
        if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
        request.upload.addEventListener('progress', (event) => {
          if (!event.lengthComputable) return;
          const percent = Math.round((event.loaded / Math.max(event.total, 1)) * 100);
          setPhase(percent >= 100 ? { step: 'working' } : { step: 'sending', percent });
        });
        request.upload.addEventListener('load', () => setPhase({ step: 'working' }));
        request.addEventListener('load', () => {
          let body: Partial<ImportResultResponse> & { message?: string } = {};
          try {
            body = JSON.parse(request.responseText) as typeof body;
          } catch {
            // A proxy's error page: reported by its status below.
          }
          if (request.status === 202 && 'state' in body) {
            resolve({ kind: 'queued', job: body as unknown as ClientImportJobResponse });
          } else if (Array.isArray(body.errors)) {
            resolve({ kind: 'report', result: body as ImportResultResponse, message: body.message });
          } else resolve({ kind: 'refused', message: body.message ?? messages.dialog.unexpected });
        });
        request.addEventListener('error', () =>
          resolve({ kind: 'refused', message: messages.dialog.unexpected }),
        );
        request.send(form);
      });
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  return { phase, template, send };
}
