import { useSessionManager } from '../session/session-context.tsx';
import { fetchOrUnreachable } from '../unreachable.ts';
import { portableFileName } from './portable-file-name.ts';

// PDFs travel outside GraphQL, through the gateway's /files routes, with the session's bearer token.

/** The api's refusal of a file, with its Portuguese message. */
export class FileFetchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'FileFetchError';
  }
}

export interface DownloadProgress {
  loaded: number;
  /** From Content-Length; null while the server streams without announcing a size. */
  total: number | null;
}

export interface FetchedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * The api's Portuguese message, or an empty one when the body is not its JSON error (a proxy's page): callers then
 * show their own Portuguese text, never the HTTP status line in English.
 */
async function refusal(response: Response): Promise<FileFetchError> {
  try {
    const body = (await response.json()) as { message?: string };
    return new FileFetchError(response.status, body.message ?? '');
  } catch {
    return new FileFetchError(response.status, '');
  }
}

function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return encoded ? decodeURIComponent(encoded) : (plain ?? null);
}

/** Reads a body chunk by chunk, reporting the bytes received (a zone's PDF is streamed page by page). */
async function readWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const header = Number(response.headers.get('content-length'));
  const total = Number.isFinite(header) && header > 0 ? header : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type });
}

/** Fetches a file from the gateway's /files routes as the signed-in user. */
export function useFileFetch() {
  const session = useSessionManager();

  return async function fetchFile(
    path: string,
    onProgress?: (progress: DownloadProgress) => void,
  ): Promise<FetchedFile> {
    const token = await session.accessToken();
    const response = await fetchOrUnreachable(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw await refusal(response);
    const blob = onProgress ? await readWithProgress(response, onProgress) : await response.blob();
    return { blob, fileName: fileNameOf(response) };
  };
}

/** Saves a blob under a file name (written so that any browser can store it, see portableFileName), as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = portableFileName(fileName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
