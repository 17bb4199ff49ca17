import { messages } from '@agua/domain';
import { type ReadingState, readingEditFormSchema } from '@agua/domain/rules/reading';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { monthOptions, READING_STATE_OPTIONS } from './reading-period.ts';
import { panel, primaryButton, secondaryButton } from './reading-styles.ts';
import { type ReadingRow, UpdateReadingMutation } from './readings-query.ts';

const t = messages.readings;
const f = t.fields;

interface ReadingEditPanelProps {
  reading: ReadingRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The edit panel (SPEC.md 2.8): month and current reading editable; year, meter and previous reading read-only; the
 * state dropdown is an administrator's (the api refuses a technician's state change with 403).
 */
export function ReadingEditPanel({ reading, onClose, onSaved }: ReadingEditPanelProps) {
  const user = useSessionUser();
  const dialog = useDialog();
  const toast = useToast();
  const [readingMonth, setMonth] = useState(String(reading.readingMonth));
  const [currentReading, setCurrent] = useState(String(reading.currentReading));
  const [state, setState] = useState<ReadingState>(reading.state);
  const [update, { loading }] = useMutation(UpdateReadingMutation);
  const parsed = readingEditFormSchema.safeParse({ readingMonth, currentReading, state });
  const fieldError = (name: string) =>
    parsed.success ? null : (parsed.error.issues.find((issue) => issue.path[0] === name)?.message ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) return;
    try {
      const result = await update({
        variables: {
          id: reading.readingId,
          input: {
            readingMonth: Number(readingMonth),
            readingYear: reading.readingYear,
            currentReading,
            ...(state !== reading.state ? { state } : {}),
          },
        },
      });
      const payload = result.data?.updateReading;
      if (!payload?.reading) {
        dialog.open({
          title: t.editTitle,
          message: payload?.message ?? t.failure,
          type: 'error',
          showConfirmButton: true,
          errorDetails: payload?.inputErrors.map((e) => `${e.field}: ${e.message}`).join('\n') || undefined,
        });
        return;
      }
      toast.show({ type: 'success', message: t.updated });
      onSaved();
    } catch (error) {
      dialog.open({
        title: t.editTitle,
        message: error instanceof Error ? error.message : t.failure,
        type: 'error',
        showConfirmButton: true,
      });
    }
  }

  return (
    <section className={panel} aria-labelledby="reading-edit-title">
      <h2 id="reading-edit-title" className="text-lg font-semibold text-ink">
        {t.editTitle} · {reading.readingId} · {reading.clientName}
      </h2>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <Dropdown
            label={f.month}
            value={readingMonth}
            options={monthOptions}
            onChange={(event) => setMonth(event.target.value)}
            error={fieldError('readingMonth')}
            required
          />
          <TextField label={f.year} value={String(reading.readingYear)} readOnly disabled />
          <TextField label={f.meter} value={String(reading.meterId)} readOnly disabled />
          <TextField
            label={`${f.previousReading} (m³)`}
            value={String(reading.previousReading)}
            readOnly
            disabled
          />
          <TextField
            label={`${f.currentReading} (m³)`}
            value={currentReading}
            onChange={(event) => setCurrent(event.target.value)}
            digitsOnly
            inputMode="numeric"
            maxLength={9}
            error={fieldError('currentReading')}
            required
          />
          <Dropdown
            label={f.state}
            value={state}
            options={READING_STATE_OPTIONS}
            placeholder={null}
            onChange={(event) => setState(event.target.value as ReadingState)}
            disabled={user.role !== 'ADMIN'}
          />
        </div>
        <div className="flex justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className={primaryButton} disabled={!parsed.success || loading}>
            {loading ? t.saving : t.save}
          </button>
        </div>
      </form>
    </section>
  );
}
