import type { ReportFormat, ReportName } from '@agua/domain/contracts/report';
import { useSessionManager } from '../../lib/session/session-context.tsx';

/** The period and zone of a download, as the screen's filters hold them. */
export interface ReportFileFilter {
  from: string;
  to: string;
  zoneId?: string;
}

/** The api's refusal of a download, in Portuguese when it sent one. */
export class ReportDownloadError extends Error {
  override readonly name = 'ReportDownloadError';
}

/** A report as .xlsx or .csv, streamed through the gateway's /files route with the session's token, saved. */
export function useReportDownload() {
  const session = useSessionManager();
  return async function download(report: ReportName, format: ReportFormat, filter: ReportFileFilter) {
    const token = await session.accessToken();
    const query = new URLSearchParams({ from: filter.from, to: filter.to, format });
    if (filter.zoneId) query.set('zoneId', filter.zoneId);
    const response = await fetch(`/files/reports/${report}?${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) {
      let message = '';
      try {
        message = ((await response.json()) as { message?: string }).message ?? '';
      } catch {
        // Not the api's JSON error: the caller's generic text says it.
      }
      throw new ReportDownloadError(message);
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${report}.${format}`;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
}
