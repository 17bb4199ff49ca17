import { FILES, filePath } from '@agua/domain/contracts/files';
import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { PrinterIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { usePdfWindow } from '../../lib/files/use-pdf-window.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useListFilter } from '../../ui/table/list-memory.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { ALL_ZONES, InvoicesPageQuery } from './invoices-query.ts';
import { invoiceColumns } from './invoices-table.tsx';
import { percentOf, useZoneBillsPrint, type ZoneBillOptions } from './use-zone-bills-print.ts';
import { ZoneBillOptionsFields } from './zone-bill-options.tsx';

const t = messages.invoices.list;
const r = messages.readings;

/**
 * Lista de Facturas: zone filter, search, the invoices paged on the server, a row's PDF and the zone's bills PDF with
 * its month and "só facturas do mês".
 */
export function InvoicesListPage() {
  const pdfWindow = usePdfWindow({
    title: r.invoiceTitle,
    loading: t.opening,
    errorTitle: r.invoiceWindowError,
    errorMessage: r.invoiceFileError,
  });
  const [zone, setZone] = useListFilter('zona', ALL_ZONES);
  const table = useServerTable({ columnId: 'invoiceId', direction: 'desc' });
  const [billOptions, setBillOptions] = useState<ZoneBillOptions>({ month: '', onlyMonth: false });
  const { printing, print } = useZoneBillsPrint();
  const { data, previousData, loading } = useQuery(InvoicesPageQuery, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search: table.appliedSearch || null,
      sort: table.sortParam,
      zoneId: zone === ALL_ZONES ? null : zone,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = data ?? previousData;
  const rows = result?.invoicesPage.items ?? [];
  const total = result?.invoicesPage.total ?? 0;
  const zones = result?.zones ?? [];
  const zoneName = zones.find((z) => String(z.zoneId) === zone)?.designation ?? zone;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        breadcrumb={<Breadcrumb items={[{ label: messages.menu.otherPayments }]} />}
        actions={
          <Button
            icon={PrinterIcon}
            onClick={() => void print(zone, zoneName, billOptions)}
            busy={printing !== null}
            disabled={zone === ALL_ZONES || total === 0 || printing !== null}
          >
            {printing ? t.printing(percentOf(printing)) : t.print}
          </Button>
        }
      />
      {printing && (
        <progress
          className="h-2 w-full accent-brand-600"
          aria-label={t.printing(percentOf(printing))}
          max={100}
          value={percentOf(printing) ?? undefined}
        />
      )}
      <section className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <div className="flex flex-wrap items-end gap-4">
          <Dropdown
            label={t.zone}
            value={zone}
            placeholder={null}
            options={[
              { value: ALL_ZONES, label: r.allZones },
              ...zones.map((z) => ({ value: String(z.zoneId), label: z.designation.toUpperCase() })),
            ]}
            onChange={(event) => {
              setZone(event.target.value);
              table.onChange({ ...table.query, page: 1 });
            }}
            className="w-full sm:w-64"
          />
          <SearchInput
            label={t.search}
            placeholder={t.search}
            value={table.search}
            onChange={table.setSearch}
            className="w-full max-w-sm flex-1"
          />
          {zone !== ALL_ZONES && <ZoneBillOptionsFields value={billOptions} onChange={setBillOptions} />}
        </div>
        <DataTable
          mode="server"
          page={table.query.page}
          pageSize={table.query.pageSize}
          sort={table.query.sort}
          total={total}
          onChange={table.onChange}
          columns={invoiceColumns}
          rows={rows}
          rowKey={(row) => row.invoiceId}
          label={t.title}
          loading={loading && !result}
          emptyText={t.empty}
          density="compact"
          onRowClick={(row) => void pdfWindow.open(filePath(FILES.waterBill, { readingId: row.readingId }))}
        />
      </section>
    </div>
  );
}
