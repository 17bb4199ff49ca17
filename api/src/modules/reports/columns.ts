import type { ReportName } from '@agua/domain/contracts/report';
import {
  REPORT_TITLES,
  type ReportColumn,
  type ReportColumnKind,
  reportCellValue,
  reportColumns,
} from '@agua/domain/contracts/report-columns';
import type { ReportRow } from './service.ts';

// The columns of each report's download, as domain/src/contracts/report-columns.ts declares them for the file and
// the screen alike. `money` columns are MZN written as numbers with 2 decimals; `sum` columns add up into the file's
// last row (Total), in centavos for money.

export interface Column<R> {
  header: string;
  width: number;
  value: (row: R) => string | number | null;
  kind?: ReportColumnKind;
  sum?: boolean;
}

type Columns = { [N in ReportName]: Column<ReportRow<N>>[] };

function fileColumns<N extends ReportName>(name: N): Column<ReportRow<N>>[] {
  // The service's rows are the contract's row types (ReportRows), which TypeScript cannot follow through N.
  const columns = reportColumns(name, 'file') as readonly ReportColumn<unknown>[] as readonly ReportColumn<
    ReportRow<N>
  >[];
  return columns.map((column) => ({
    header: column.header,
    width: column.width,
    kind: column.kind,
    sum: column.sum,
    value: (row) => reportCellValue(column, row),
  }));
}

export const REPORT_COLUMNS: Columns = {
  'billing-collection': fileColumns('billing-collection'),
  'debt-aging': fileColumns('debt-aging'),
  consumption: fileColumns('consumption'),
  'non-revenue-meters': fileColumns('non-revenue-meters'),
  'non-revenue-zones': fileColumns('non-revenue-zones'),
  'top-debtors': fileColumns('top-debtors'),
  'payment-methods': fileColumns('payment-methods'),
  'readings-progress': fileColumns('readings-progress'),
};

export { REPORT_TITLES };
