import { messages } from '@agua/domain/messages';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { unreadMonthOptions } from './unread-months.ts';

const t = messages.homes.unread;
const READINGS = '';

interface UnreadFilterProps {
  /** '' shows the readings; a month (YYYY-MM) the meters "por ler" in it. */
  month: string;
  onChange: (month: string) => void;
}

/** Listar Leituras' "Mostrar": the readings registered, or the meters still to read in a month. */
export function UnreadFilter({ month, onChange }: UnreadFilterProps) {
  const months = unreadMonthOptions();
  return (
    <>
      <Dropdown
        label={t.show}
        value={month ? 'unread' : READINGS}
        placeholder={null}
        options={[
          { value: READINGS, label: t.readings },
          { value: 'unread', label: t.unread },
        ]}
        onChange={(event) => onChange(event.target.value ? (months[0]?.value ?? '') : READINGS)}
        className="w-full sm:w-56"
      />
      {month && (
        <Dropdown
          label={t.month}
          value={month}
          placeholder={null}
          options={
            months.some((option) => option.value === month)
              ? months
              : [{ value: month, label: month }, ...months]
          }
          onChange={(event) => onChange(event.target.value)}
          className="w-full sm:w-48"
        />
      )}
    </>
  );
}
