import { messages } from '@agua/domain/messages';
import { formatMZN, toDecimalString } from '@agua/domain/money';

const c = messages.receipts.counter;

/** Troco: the cash over the total, and whether it goes back to the client or stays as credit. */
export function ChangeChoice({
  change,
  keepAsCredit,
  onChange,
}: {
  change: number;
  keepAsCredit: boolean;
  onChange: (keep: boolean) => void;
}) {
  return (
    <fieldset className="rounded-lg border border-line px-3 py-2 text-sm" data-testid="change">
      <legend className="px-1 text-xs text-ink-muted">
        {c.change}: <strong className="text-ink tabular-nums">{formatMZN(toDecimalString(change))}</strong>
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {[
          { keep: false, label: c.giveBack },
          { keep: true, label: c.keepAsCredit },
        ].map((option) => (
          <label key={option.label} className="flex items-center gap-1.5 text-ink">
            <input
              type="radio"
              name="change"
              checked={keepAsCredit === option.keep}
              onChange={() => onChange(option.keep)}
              className="accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
