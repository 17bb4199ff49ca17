import { FILES, filePath } from '@agua/domain/contracts/files';
import { useFileFetch } from '../../lib/files/fetch-file.ts';
import { useSessionManager } from '../../lib/session/session-context.tsx';

// Files travel outside GraphQL, through the gateway's /files routes, with the session's bearer token.

export interface UploadRowError {
  row: number;
  meterId: string;
  message: string;
}

/** The api's refusal of a file or request, as the upload reports it. */
export class FileRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly rows: UploadRowError[] = [],
  ) {
    super(message);
    this.name = 'FileRequestError';
  }
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadResult {
  created: number;
  skipped: number;
  /** SMS notices of the new invoices queued by this upload. */
  smsQueued: number;
  readingIds: number[];
}

/** The file helpers of the reading screens, bound to the current session. */
export function useReadingFiles() {
  const session = useSessionManager();
  const fetchBlob = useFileFetch();

  async function authorization(): Promise<Record<string, string>> {
    const token = await session.accessToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  }

  return {
    /** The invoice PDF of a reading. */
    invoicePdf: (readingId: string | number) => fetchBlob(filePath(FILES.waterBill, { readingId })),

    /** A zone's field sheet (.xlsx) for this month: every meter, or only those "por ler". */
    zoneSheet: (zoneId: string, onlyUnread = false) =>
      fetchBlob(filePath(FILES.readingSheet, {}, onlyUnread ? { zoneId, unread: 'true' } : { zoneId })),

    /**
     * Sends a filled field sheet. XMLHttpRequest rather than fetch: only it reports upload progress, which the
     * progress bar shows as the bytes actually leave the browser.
     */
    async upload(
      file: File,
      period: { readingMonth: string; readingYear: string },
      onProgress: (progress: UploadProgress) => void,
    ): Promise<UploadResult> {
      const headers = await authorization();
      const form = new FormData();
      form.set('readingMonth', period.readingMonth);
      form.set('readingYear', period.readingYear);
      form.set('file', file, file.name);
      return new Promise<UploadResult>((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', FILES.readingSheetUpload.path);
        for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
        request.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
        });
        request.addEventListener('load', () => {
          let body: { message?: string; rows?: UploadRowError[] } & Partial<UploadResult> = {};
          try {
            body = JSON.parse(request.responseText) as typeof body;
          } catch {
            // A non-JSON answer (a proxy's error page) is reported by its status below.
          }
          if (request.status >= 200 && request.status < 300) resolve(body as UploadResult);
          else
            reject(new FileRequestError(request.status, body.message ?? request.statusText, body.rows ?? []));
        });
        request.addEventListener('error', () => reject(new FileRequestError(0, '')));
        request.send(form);
      });
    },
  };
}
