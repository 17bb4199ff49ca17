import { messages } from '@agua/domain/messages';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { ALL_ZONES } from './readings-query.ts';

interface ZoneFilterProps {
  zones: readonly { zoneId: string | number; designation: string }[];
  value: string;
  onChange: (zone: string) => void;
}

/** The reading lists' zone filter: every neighbourhood first, then each zone by its name in capitals. */
export function ZoneFilter({ zones, value, onChange }: ZoneFilterProps) {
  return (
    <Dropdown
      label={messages.readings.fields.zone}
      value={value}
      placeholder={null}
      options={[
        { value: ALL_ZONES, label: messages.readings.allZones },
        ...zones.map((z) => ({ value: String(z.zoneId), label: z.designation.toUpperCase() })),
      ]}
      onChange={(event) => onChange(event.target.value)}
      // The whole line on a phone, like the search box below it.
      className="w-full sm:w-64"
    />
  );
}
