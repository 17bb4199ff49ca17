import { messages } from '@agua/domain/messages';
import { FunnelIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import type { AuditFilters as Filters } from './use-audit.ts';

const t = messages.audit.filters;
const ENTITY_OPTIONS = Object.entries(messages.audit.entities)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt'));
const EMPTY: Filters = { userId: '', entity: '', clientId: '', from: null, to: null };

/** Utilizador, Registo, Cliente and the period; applied together (the api names a filter it refuses). */
export function AuditFilters({
  applied,
  users,
  onApply,
}: {
  applied: Filters;
  users: readonly { userId: string; name: string }[];
  onApply: (filters: Filters) => void;
}) {
  const [draft, setDraft] = useState<Filters>(applied);
  const set = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <form
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <Dropdown
        label={t.user}
        placeholder={t.anyUser}
        options={users.map((user) => ({ value: String(user.userId), label: user.name }))}
        value={draft.userId}
        onChange={(event) => set({ userId: event.target.value })}
      />
      <Dropdown
        label={t.entity}
        placeholder={t.anyEntity}
        options={ENTITY_OPTIONS}
        value={draft.entity}
        onChange={(event) => set({ entity: event.target.value })}
      />
      <TextField
        label={t.client}
        digitsOnly
        inputMode="numeric"
        value={draft.clientId}
        onChange={(event) => set({ clientId: event.target.value })}
      />
      <DatePicker label={t.from} value={draft.from} onChange={(from) => set({ from })} />
      <DatePicker label={t.to} value={draft.to} onChange={(to) => set({ to })} />
      <div className="flex gap-2">
        <Button type="submit" icon={FunnelIcon}>
          {t.apply}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDraft(EMPTY);
            onApply(EMPTY);
          }}
        >
          {t.clear}
        </Button>
      </div>
    </form>
  );
}
