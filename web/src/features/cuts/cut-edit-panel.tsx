import { type CutUpdateBody, type CutUpdateFields, cutUpdateFormSchema } from '@agua/domain/contracts/cut';
import type { FormInput } from '@agua/domain/contracts/form-text';
import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN, toCentavos, toDecimalString } from '@agua/domain/money';
import { useMutation } from '@apollo/client/react';
import { LinkIcon } from '@heroicons/react/20/solid';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { usePanelFocus } from '../../ui/use-panel-focus.ts';
import { type CutRow, ReconnectCutMutation, UpdateCutMutation } from './cuts-query.ts';
import { type HolderDebt, useHolderDebt } from './reconnect-debt.ts';

const t = messages.cuts;
const s = messages.cuts;

interface CutEditPanelProps {
  cut: CutRow;
  onClose: () => void;
}

const refusal = (payload: { message?: string | null; inputErrors: { message: string }[] } | undefined) =>
  payload?.inputErrors.map((e) => e.message).join('\n') || undefined;

/**
 * The edit panel: cut id (read-only), start date and meter. An open cut offers Religar, which ends it and has the
 * api debit the reconnection fee; the toast says how much the holder's balance dropped.
 */
export function CutEditPanel({ cut, onClose }: CutEditPanelProps) {
  const user = useSessionUser();
  const dialog = useDialog();
  const toast = useToast();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput<CutUpdateBody>, unknown, CutUpdateFields>({
    resolver: zodResolver(cutUpdateFormSchema),
    defaultValues: { cutId: String(cut.cutId), startDate: cut.startDate, meterId: String(cut.meterId) },
  });
  const [update, updating] = useMutation(UpdateCutMutation);
  const [reconnect, reconnecting] = useMutation(ReconnectCutMutation);
  const admin = user.role === 'ADMIN';
  const holderDebt = useHolderDebt();
  // Religar on a client still in debt first says how much and offers to collect it (with the fee) first.
  const [owed, setOwed] = useState<HolderDebt | null>(null);

  const failed = (message: string, details?: string) =>
    dialog.open({
      title: t.errorTitle,
      message,
      type: 'error',
      showConfirmButton: true,
      errorDetails: details,
    });

  async function save(form: CutUpdateFields) {
    try {
      const result = await update({
        variables: {
          id: String(cut.cutId),
          input: { startDate: form.startDate, meterId: String(form.meterId) },
        },
      });
      const payload = result.data?.updateCut;
      if (!payload?.cut) {
        failed(payload?.message ?? t.unexpectedError, refusal(payload));
        return;
      }
      toast.show({ type: 'success', message: s.updated });
      onClose();
    } catch (error) {
      failed(t.unexpectedError, error instanceof Error ? error.message : undefined);
    }
  }

  async function askReconnect() {
    const debt = cut.client ? await holderDebt(String(cut.client.clientId)).catch(() => null) : null;
    if (debt && Number(debt.total) > 0) setOwed(debt);
    else await reconnectCut();
  }

  async function reconnectCut() {
    setOwed(null);
    const before = cut.client?.balance;
    try {
      const result = await reconnect({ variables: { id: String(cut.cutId) } });
      const payload = result.data?.reconnectCut;
      if (!payload?.cut) {
        failed(payload?.message ?? t.unexpectedError, refusal(payload));
        return;
      }
      const after = payload.client?.balance;
      const fee =
        before !== undefined && after !== undefined
          ? toDecimalString(toCentavos(before) - toCentavos(after))
          : '0.00';
      toast.show({ type: 'success', message: s.reconnected(formatMZN(fee)) });
      onClose();
    } catch (error) {
      failed(t.unexpectedError, error instanceof Error ? error.message : undefined);
    }
  }

  const busy = updating.loading || reconnecting.loading;

  const panelRef = usePanelFocus<HTMLElement>(onClose);

  return (
    <section
      ref={panelRef}
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs"
      aria-labelledby="cut-edit-title"
    >
      <h2 id="cut-edit-title" className="text-lg font-semibold text-ink">
        {s.editTitle} · {cut.cutId} · {cut.clientName}
      </h2>
      {cut.endDate && <p className="text-sm text-ink-muted">{s.reconnectedOn(formatDate(cut.endDate))}</p>}
      <form onSubmit={handleSubmit(save)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t.fields.cutId} value={String(cut.cutId)} readOnly disabled />
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
          <TextField
            label={t.fields.meter}
            {...register('meterId')}
            digitsOnly
            inputMode="numeric"
            required
            disabled={!admin}
            error={errors.meterId?.message}
          />
        </div>
        {owed && (
          <div
            role="alert"
            className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <p>{s.reconnectDebt(formatMZN(owed.total), owed.invoiceCount)}</p>
            <div className="flex flex-wrap gap-3">
              <Link
                to={`../../receipts/pay?clientId=${encodeURIComponent(owed.clientId)}&name=${encodeURIComponent(owed.name)}`}
                relative="path"
                className="inline-flex items-center rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
              >
                {s.collectFirst}
              </Link>
              <Button variant="secondary" disabled={busy} onClick={() => void reconnectCut()}>
                {s.reconnectAnyway}
              </Button>
            </div>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {s.cancel}
          </Button>
          {admin && !cut.endDate && (
            <Button
              variant="secondary"
              icon={LinkIcon}
              busy={reconnecting.loading}
              disabled={busy}
              onClick={() => void askReconnect()}
            >
              {reconnecting.loading ? s.reconnecting : s.reconnect}
            </Button>
          )}
          {admin && (
            <Button type="submit" busy={updating.loading} disabled={busy}>
              {s.save}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
