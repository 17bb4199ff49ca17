// The files that travel outside GraphQL (PDFs, spreadsheets, uploads), declared once: the gateway registers a
// /files route for each and passes it to the api path named here; the web builds its links with filePath().
// A new download is one entry here.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';
const JSON_ANSWER = 'application/json';

export interface FileRoute<P extends string = string, Q extends string = string> {
  method: 'GET' | 'POST';
  /** The gateway's path, with `:name` parameters. */
  path: string;
  /** The api's path under /api/v1, with the same `:name` parameters. */
  apiPath: string;
  /** Query parameters passed on to the api as given (the api validates each). */
  query: readonly Q[];
  /** What the gateway asks the api for. */
  accept: string;
  /** Only for the type of params; never read. */
  params?: readonly P[];
}

function route<const P extends string = never, const Q extends string = never>(
  definition: FileRoute<P, Q>,
): FileRoute<P, Q> {
  return definition;
}

export const FILES = {
  /** A database backup (Cópias de Segurança), streamed as stored: administrators only. */
  backupFile: route<'backupId'>({
    method: 'GET',
    path: '/files/backups/:backupId',
    apiPath: '/backup/:backupId/file',
    query: [],
    accept: 'application/octet-stream',
  }),
  /** A zone's field sheet (.xlsx) with each meter's last reading. */
  readingSheet: route<never, 'zoneId' | 'unread'>({
    method: 'GET',
    path: '/files/readings/export',
    apiPath: '/reading/export/last-readings/by-zone',
    query: ['zoneId', 'unread'],
    accept: XLSX,
  }),
  /** A filled field sheet, uploaded (multipart, piped to the api unparsed). */
  readingSheetUpload: route({
    method: 'POST',
    path: '/files/readings/upload',
    apiPath: '/reading/upload',
    query: [],
    accept: JSON_ANSWER,
  }),
  /** Importar Dados: the template (.xlsx) of the existing books' import. */
  importTemplate: route({
    method: 'GET',
    path: '/files/imports/template',
    apiPath: '/import/clients/template',
    query: [],
    accept: XLSX,
  }),
  /** Importar Dados: the file of existing clients, uploaded (multipart: file, mode DRY_RUN or COMMIT). */
  importUpload: route({
    method: 'POST',
    path: '/files/imports/clients',
    apiPath: '/import/clients',
    query: [],
    accept: JSON_ANSWER,
  }),
  /** Reconciliação M-Pesa: the statement export of the M-Pesa portal, uploaded. */
  mpesaStatementUpload: route({
    method: 'POST',
    path: '/files/mpesa/statements',
    apiPath: '/mpesa-statement/upload',
    query: [],
    accept: JSON_ANSWER,
  }),
  /** The printed cut orders: meterIds, or zoneId and minDaysOverdue. */
  cutOrders: route<never, 'meterIds' | 'zoneId' | 'minDaysOverdue'>({
    method: 'GET',
    path: '/files/cuts/orders',
    apiPath: '/cut/orders',
    query: ['meterIds', 'zoneId', 'minDaysOverdue'],
    accept: PDF,
  }),
  /** The water bill (invoice PDF) of one reading. */
  waterBill: route<'readingId'>({
    method: 'GET',
    path: '/files/invoices/water-bill/:readingId',
    apiPath: '/invoice/waterBill/:readingId',
    query: [],
    accept: PDF,
  }),
  /** A zone's bills in one PDF, a page per client owing (month=YYYY-MM, onlyMonth=true), streamed page by page. */
  zoneWaterBills: route<'zoneId', 'month' | 'onlyMonth'>({
    method: 'GET',
    path: '/files/invoices/water-bills/:zoneId',
    apiPath: '/invoice/waterBills/:zoneId',
    query: ['month', 'onlyMonth'],
    accept: PDF,
  }),
  /** A report as .xlsx or .csv (format), over a period and zone. */
  report: route<'report', 'from' | 'to' | 'zoneId' | 'format'>({
    method: 'GET',
    path: '/files/reports/:report',
    apiPath: '/report/:report/file',
    query: ['from', 'to', 'zoneId', 'format'],
    accept: `${XLSX}, text/csv`,
  }),
  /** A client's Extrato de conta (from, to, contractId as GET /client-statement/{clientId}). */
  clientStatement: route<'clientId', 'from' | 'to' | 'contractId'>({
    method: 'GET',
    path: '/files/client-statement/:clientId',
    apiPath: '/client-statement/:clientId/file',
    query: ['from', 'to', 'contractId'],
    accept: PDF,
  }),
  /** A till's closing (Fecho de caixa) for the supervisor: day and user as GET /tills. */
  tillPdf: route<never, 'day' | 'userId'>({
    method: 'GET',
    path: '/files/tills',
    apiPath: '/tills/file',
    query: ['day', 'userId'],
    accept: PDF,
  }),
  /** A receipt's PDF. */
  receipt: route<'receiptId'>({
    method: 'GET',
    path: '/files/receipts/:receiptId',
    apiPath: '/receipt/file/:receiptId',
    query: [],
    accept: PDF,
  }),
} as const;

type Value = string | number | null | undefined;

/** A path with each `:name` replaced by its value, URL-encoded, and the route's query parameters that have one. */
export function fillPath(
  template: string,
  names: readonly string[],
  params: Record<string, Value>,
  query: Record<string, Value>,
): string {
  const path = template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const name of names) {
    const value = query[name];
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The gateway URL of a file, as the web links to it. */
export function filePath<P extends string, Q extends string>(
  file: FileRoute<P, Q>,
  params: Record<P, Value>,
  query: Partial<Record<Q, Value>> = {},
): string {
  return fillPath(file.path, file.query, params, query);
}
