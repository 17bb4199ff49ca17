import { defaultPeriod, reportQuerySchema } from '@agua/domain/contracts/report';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { ReportFileFilter } from './report-download.ts';
import type { ReportFilterValues } from './report-filters.tsx';
import { ReportsPageQuery } from './reports-query.ts';

/**
 * Relatórios' state: the period and zone (the last 12 months, every zone, at first), checked with the api's own
 * rule so a period it would refuse is said at once and never asked for; the reports of the last good period stay
 * on screen while the next ones load.
 */
export function useReports() {
  const [filters, setFilters] = useState<ReportFilterValues>(() => ({ ...defaultPeriod(), zoneId: '' }));
  const zoneId = filters.zoneId || undefined;
  const checked = reportQuerySchema.safeParse({ from: filters.from, to: filters.to, zoneId });
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const { data, previousData, loading } = useQuery(ReportsPageQuery, {
    variables: { from: filters.from, to: filters.to, zoneId: zoneId ?? null },
    skip: !checked.success,
  });
  const shown = data ?? previousData;
  const fileFilter: ReportFileFilter = { from: filters.from, to: filters.to, zoneId };
  return {
    filters,
    setFilters,
    error,
    loading,
    reports: shown?.reports ?? null,
    zones: shown?.zones ?? [],
    fileFilter,
  };
}
