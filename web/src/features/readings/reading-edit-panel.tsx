import { type ReadingEditForm, readingEditFormSchema } from '@agua/domain/contracts/reading';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { FormDropdown } from '../../ui/form/form-dropdown.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { usePanelFocus } from '../../ui/use-panel-focus.ts';
import { monthOptions, READING_STATE_OPTIONS } from './reading-period.ts';
import { panel } from './reading-styles.ts';
import { type ReadingRow, UpdateReadingMutation } from './readings-query.ts';

const t = messages.readings;
const f = t.fields;

interface ReadingEditPanelProps {
  reading: ReadingRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The edit panel: month and current reading editable; year, meter and previous reading read-only; the
 * state dropdown is an administrator's (the api refuses a technician's state change with 403).
 */
export function ReadingEditPanel({ reading, onClose, onSaved }: ReadingEditPanelProps) {
  const user = useSessionUser();
  const dialog = useDialog();
  const toast = useToast();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ReadingEditForm>({
    resolver: zodResolver(readingEditFormSchema),
    defaultValues: {
      readingMonth: String(reading.readingMonth),
      currentReading: String(reading.currentReading),
      state: reading.state,
    },
    mode: 'all',
  });
  const [update, { loading }] = useMutation(UpdateReadingMutation);

  async function save({ readingMonth, currentReading, state }: ReadingEditForm) {
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

  const panelRef = usePanelFocus<HTMLElement>(onClose);

  return (
    <section ref={panelRef} className={panel} aria-labelledby="reading-edit-title">
      <h2 id="reading-edit-title" className="text-lg font-semibold text-ink">
        {t.editTitle} · {reading.readingId} · {reading.clientName}
      </h2>
      <form onSubmit={handleSubmit(save)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormDropdown
            control={control}
            name="readingMonth"
            label={f.month}
            options={monthOptions}
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
            {...register('currentReading')}
            digitsOnly
            inputMode="numeric"
            maxLength={9}
            error={errors.currentReading?.message}
            required
          />
          <FormDropdown
            control={control}
            name="state"
            label={f.state}
            options={READING_STATE_OPTIONS}
            placeholder={null}
            disabled={user.role !== 'ADMIN'}
          />
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={!isValid || loading}>
            {loading ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
