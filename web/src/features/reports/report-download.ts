import { FILES, filePath } from '@agua/domain/contracts/files';
import type { ReportFormat, ReportName } from '@agua/domain/contracts/report';
import { saveBlob, useFileFetch } from '../../lib/files/fetch-file.ts';

/** The period and zone of a download, as the screen's filters hold them. */
export interface ReportFileFilter {
  from: string;
  to: string;
  zoneId?: string;
}

/**
 * A report as .xlsx or .csv, streamed through the gateway's /files route with the session's token, saved. A refusal
 * throws the shared FileFetchError, whose message is the api's Portuguese text.
 */
export function useReportDownload() {
  const fetchFile = useFileFetch();
  return async function download(report: ReportName, format: ReportFormat, filter: ReportFileFilter) {
    const url = filePath(FILES.report, { report }, { ...filter, format });
    const { blob, fileName } = await fetchFile(url);
    saveBlob(blob, fileName ?? `${report}.${format}`);
  };
}
