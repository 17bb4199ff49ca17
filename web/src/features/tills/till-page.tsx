import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { DocumentArrowDownIcon, LockClosedIcon } from '@heroicons/react/20/solid';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { MoneyInput } from '../../ui/form/money-input.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useTill } from './use-till.ts';
import { useTillPdf } from './use-till-pdf.ts';

const t = messages.tills;

/**
 * Fecho de Caixa (docs/domain.md "Fecho de caixa"): the day's receipts by method, the reversals, the cash expected;
 * the cashier types the cash counted, sees the difference and closes; a closed day shows its closing.
 */
export function TillPage() {
  const till = useTill();
  const data = till.till;
  const pdf = useTillPdf();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.title}
        breadcrumb={<Breadcrumb items={[{ label: t.title }]} />}
        actions={
          <Button
            variant="secondary"
            icon={DocumentArrowDownIcon}
            busy={pdf.downloading}
            disabled={!data || pdf.downloading}
            onClick={() => data && void pdf.download(data.day, String(data.userId))}
          >
            {pdf.downloading ? t.pdfLoading : t.pdf}
          </Button>
        }
      />
      <section className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <div className="flex flex-wrap items-end gap-4">
          <DatePicker
            label={t.day}
            value={till.day}
            clearable={false}
            onChange={(day) => day && till.setDay(day)}
            className="w-44"
          />
          {data && <p className="pb-2 text-sm text-ink-muted">{`${t.user}: ${data.userName}`}</p>}
        </div>
        {data && (
          <>
            <table className="w-full max-w-xl text-sm" aria-label={t.receipts}>
              <thead className="text-left text-xs text-ink-muted uppercase">
                <tr>
                  <th className="py-1 font-medium">{t.method}</th>
                  <th className="py-1 text-right font-medium">{t.count}</th>
                  <th className="py-1 text-right font-medium">{t.total}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line text-ink">
                {data.methods.map((row) => (
                  <tr key={row.method}>
                    <td className="py-1">{row.label}</td>
                    <td className="py-1 text-right tabular-nums">{row.count}</td>
                    <td className="py-1 text-right tabular-nums">{formatMZN(row.total)}</td>
                  </tr>
                ))}
                {data.methods.length === 0 && (
                  <tr>
                    <td colSpan={3} className="py-2 text-ink-muted">
                      {t.empty}
                    </td>
                  </tr>
                )}
                <tr className="font-semibold">
                  <td className="py-1">{t.total}</td>
                  <td className="py-1 text-right tabular-nums">{data.receiptCount}</td>
                  <td className="py-1 text-right tabular-nums">{formatMZN(data.receiptTotal)}</td>
                </tr>
              </tbody>
            </table>
            <p className="text-sm text-ink-muted">
              {t.reversals(data.reversedCount, formatMZN(data.reversedTotal))}
            </p>
            <p className="text-base text-ink">
              {t.expectedCash}:{' '}
              <strong className="tabular-nums" data-testid="expected-cash">
                {formatMZN(data.expectedCash)}
              </strong>
            </p>
            {data.closing ? (
              <p
                role="status"
                className="rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm text-ink"
              >
                {t.closed(formatDateTime(data.closing.closedAt), data.closing.closedBy)}{' '}
                {`${t.countedCash}: ${formatMZN(data.closing.countedCash)} · ${t.difference}: ${formatMZN(data.closing.difference)}`}
                {data.closing.note ? ` · ${data.closing.note}` : ''}
              </p>
            ) : (
              <form
                className="flex flex-wrap items-end gap-4"
                onSubmit={(event) => {
                  event.preventDefault();
                  till.ask();
                }}
              >
                <MoneyInput
                  control={till.form.control}
                  name="counted"
                  label={t.countedCash}
                  className="w-56"
                />
                <TextField label={t.note} {...till.form.register('note')} className="w-64" maxLength={500} />
                {till.difference !== null && (
                  <p className="pb-2 text-sm text-ink" data-testid="difference">
                    {t.difference}: <strong className="tabular-nums">{till.differenceText}</strong>
                  </p>
                )}
                <Button
                  type="submit"
                  icon={LockClosedIcon}
                  disabled={till.counted === null}
                  busy={till.closing}
                >
                  {t.close}
                </Button>
              </form>
            )}
          </>
        )}
      </section>
      <ConfirmDialog
        open={till.confirming}
        title={t.close}
        message={till.confirmText}
        confirmLabel={t.close}
        cancelLabel={t.cancel}
        onConfirm={() => void till.close()}
        onCancel={till.cancel}
      />
    </div>
  );
}
