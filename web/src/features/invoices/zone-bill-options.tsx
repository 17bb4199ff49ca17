import { MONTHS_PT, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { Checkbox } from '../../ui/form/checkbox.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import type { ZoneBillOptions } from './use-zone-bills-print.ts';

const t = messages.invoices.list;

/** The last 24 months, newest first, as YYYY-MM with their Portuguese names. */
function recentMonths() {
  const [year, month] = todayInMaputo().split('-').map(Number) as [number, number];
  return Array.from({ length: 24 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    return { value: `${y}-${String(m).padStart(2, '0')}`, label: `${MONTHS_PT[m - 1]} ${y}` };
  });
}

/** The zone PDF's month and "Só facturas do mês", beside the zone filter. */
export function ZoneBillOptionsFields({
  value,
  onChange,
}: {
  value: ZoneBillOptions;
  onChange: (value: ZoneBillOptions) => void;
}) {
  return (
    // A row of their own under the filters: they shape the printed bills, not the list.
    <div className="flex basis-full flex-wrap items-end gap-4">
      <Dropdown
        label={t.month}
        value={value.month}
        placeholder={null}
        options={[{ value: '', label: t.latestMonth }, ...recentMonths()]}
        onChange={(event) => onChange({ ...value, month: event.target.value })}
        className="w-full sm:w-64"
      />
      <Checkbox
        label={t.onlyMonth}
        description={t.onlyMonthHint}
        checked={value.onlyMonth}
        onChange={(onlyMonth) => onChange({ ...value, onlyMonth })}
        className="w-full sm:w-auto sm:pb-2"
      />
    </div>
  );
}
