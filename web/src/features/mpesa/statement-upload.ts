import { FILES } from '@agua/domain/contracts/files';
import { useSessionManager } from '../../lib/session/session-context.tsx';

// The statement travels outside GraphQL, through the gateway's /files route, with the session's bearer token
// (as the field sheet does); the screen then reads the reconciled statement over GraphQL.

export interface StatementRowError {
  row: number;
  transactionId: string;
  message: string;
}

/** The api's refusal of a statement: its Portuguese message and, for bad rows, each row and why. */
export class StatementUploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly rows: StatementRowError[] = [],
  ) {
    super(message);
    this.name = 'StatementUploadError';
  }
}

/** Sends an M-Pesa statement export; answers the new statement's id. */
export function useStatementUpload() {
  const session = useSessionManager();
  return async function upload(file: File): Promise<string> {
    const token = await session.accessToken();
    const form = new FormData();
    form.set('file', file, file.name);
    let response: Response;
    try {
      response = await fetch(FILES.mpesaStatementUpload.path, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
    } catch {
      throw new StatementUploadError(0, '');
    }
    let body: { id?: number; message?: string; rows?: StatementRowError[] } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      // A non-JSON answer (a proxy's error page) is reported by its status below.
    }
    if (!response.ok || body.id === undefined)
      throw new StatementUploadError(response.status, body.message ?? response.statusText, body.rows ?? []);
    return String(body.id);
  };
}
