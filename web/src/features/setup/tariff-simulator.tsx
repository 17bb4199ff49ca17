import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useLazyQuery } from '@apollo/client/react';
import { CalculatorIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { TariffQuoteQuery } from './tariff-queries.ts';

const p = messages.tariffs.panel;
const c = p.columns;

/** "Simular factura": m³ in, the lines and total out, priced by the api's own invoice pricing (GET /tariff/quote). */
export function TariffSimulator({ contractTypeId }: { contractTypeId: string }) {
  const [consumption, setConsumption] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [quote, { data, loading }] = useLazyQuery(TariffQuoteQuery, { fetchPolicy: 'network-only' });
  const result = data?.tariffQuote;

  const simulate = () => {
    if (consumption === '') return setError(p.nothingToSimulate);
    setError(undefined);
    void quote({ variables: { contractTypeId, consumption: Number(consumption) } });
  };

  return (
    <section aria-label={p.simulate} className="space-y-3 rounded-xl border border-line bg-surface p-4">
      <h3 className="text-base font-semibold text-ink">{p.simulate}</h3>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          simulate();
        }}
      >
        <TextField
          label={messages.tariffs.fields.consumption}
          inputMode="numeric"
          digitsOnly
          maxLength={8}
          value={consumption}
          error={error}
          onChange={(event) => setConsumption(event.target.value)}
        />
        <Button type="submit" icon={CalculatorIcon} busy={loading}>
          {p.simulateAction}
        </Button>
      </form>
      {result ? (
        <div className="overflow-x-auto">
          <p className="mb-2 text-xs text-ink-muted">
            {p.simulated(result.tariffVersionId === null ? null : Number(result.tariffVersionId))}
          </p>
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-ink-muted">
              <tr>
                <th className="py-1 pr-3 font-medium">{c.description}</th>
                <th className="py-1 pr-3 text-right font-medium">{c.quantity}</th>
                <th className="py-1 pr-3 text-right font-medium">{c.unitPrice}</th>
                <th className="py-1 text-right font-medium">{c.amount}</th>
              </tr>
            </thead>
            <tbody>
              {result.lines.map((line) => (
                <tr key={`${line.kind}-${line.description}`} className="border-t border-line">
                  <td className="py-1 pr-3 text-ink">{line.description}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{line.quantity ?? ''}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {line.unitPrice ? formatMZN(line.unitPrice) : ''}
                  </td>
                  <td className="py-1 text-right tabular-nums">{formatMZN(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-line-strong font-semibold">
                <td className="py-2" colSpan={3}>
                  {p.total}{' '}
                  <span className="font-normal text-ink-muted">
                    ({p.vat} {formatMZN(result.vat)})
                  </span>
                </td>
                <td className="py-2 text-right tabular-nums" data-testid="tariff-quote-total">
                  {formatMZN(result.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </section>
  );
}
