import type { FormInput } from '@agua/domain/contracts/form-text';
import {
  SUSPENSION_STATUSES,
  type SuspensionUpdateBody,
  type SuspensionUpdateFields,
  suspensionUpdateFormSchema,
} from '@agua/domain/contracts/suspension';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { FormDropdown } from '../../ui/form/form-dropdown.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { usePanelFocus } from '../../ui/use-panel-focus.ts';
import { type SuspensionRow, UpdateSuspensionMutation } from './suspensions-query.ts';

const t = messages.suspensions;
const s = messages.suspensions;

const STATUS_OPTIONS = SUSPENSION_STATUSES.map((status) => ({ value: status, label: t.status[status] }));

interface SuspensionEditPanelProps {
  suspension: SuspensionRow;
  onClose: () => void;
}

/**
 * The edit panel: meter, reason, start date and status required. As the product has it, the status control stays
 * disabled until the form is first submitted: that save keeps the panel open with the status enabled, so ending a
 * suspension is a deliberate second step; the next save closes the panel.
 */
export function SuspensionEditPanel({ suspension, onClose }: SuspensionEditPanelProps) {
  const user = useSessionUser();
  const dialog = useDialog();
  const toast = useToast();
  const [statusEnabled, setStatusEnabled] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput<SuspensionUpdateBody>, unknown, SuspensionUpdateFields>({
    resolver: zodResolver(suspensionUpdateFormSchema),
    defaultValues: {
      suspensionId: String(suspension.suspensionId),
      meterId: String(suspension.meterId),
      reason: suspension.reason ?? '',
      startDate: suspension.startDate,
      status: suspension.status,
      notes: suspension.notes ?? '',
    },
  });
  const [update, { loading }] = useMutation(UpdateSuspensionMutation);
  const admin = user.role === 'ADMIN';

  async function save(form: SuspensionUpdateFields) {
    const wasEnabled = statusEnabled;
    setStatusEnabled(true);
    try {
      const result = await update({
        variables: {
          id: String(suspension.suspensionId),
          input: {
            meterId: String(form.meterId),
            reason: form.reason,
            startDate: form.startDate,
            status: form.status,
            notes: form.notes ?? null,
          },
        },
      });
      const payload = result.data?.updateSuspension;
      if (!payload?.suspension) {
        dialog.open({
          title: messages.dialog.errorTitle,
          message: s.updateError,
          type: 'error',
          showConfirmButton: true,
          errorDetails:
            [payload?.message, ...(payload?.inputErrors.map((e) => e.message) ?? [])]
              .filter(Boolean)
              .join('\n') || undefined,
        });
        return;
      }
      toast.show({ type: 'success', message: s.updated });
      if (wasEnabled) onClose();
    } catch (error) {
      dialog.open({
        title: messages.dialog.errorTitle,
        message: s.updateError,
        type: 'error',
        showConfirmButton: true,
        errorDetails: error instanceof Error ? error.message : undefined,
      });
    }
  }

  const panelRef = usePanelFocus<HTMLElement>(onClose);

  return (
    <section
      ref={panelRef}
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs"
      aria-labelledby="suspension-edit-title"
    >
      <h2 id="suspension-edit-title" className="text-lg font-semibold text-ink">
        {s.editTitle} · {suspension.suspensionId} · {suspension.clientName}
      </h2>
      <form onSubmit={handleSubmit(save, () => setStatusEnabled(true))} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label={t.fields.meter}
            {...register('meterId')}
            digitsOnly
            inputMode="numeric"
            required
            disabled={!admin}
            error={errors.meterId?.message}
          />
          <TextField
            label={t.fields.reason}
            {...register('reason')}
            required
            disabled={!admin}
            error={errors.reason?.message}
          />
          <Controller
            control={control}
            name="startDate"
            render={({ field, fieldState }) => (
              <DatePicker
                label={t.fields.startDate}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
                disabled={!admin}
              />
            )}
          />
          <FormDropdown
            control={control}
            name="status"
            label={t.fields.status}
            options={STATUS_OPTIONS}
            placeholder={null}
            disabled={!admin || !statusEnabled}
            required
          />
          <TextField
            label={t.fields.notes}
            {...register('notes')}
            disabled={!admin}
            error={errors.notes?.message}
            className="lg:col-span-2"
          />
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {s.cancel}
          </Button>
          {admin && (
            <Button type="submit" busy={loading} disabled={loading}>
              {s.save}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
