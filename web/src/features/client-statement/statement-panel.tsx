import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { Button } from '../../ui/button.tsx';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { AgreementInstalments } from './agreement-instalments.tsx';
import type { ClientStatementData } from './client-page-query.ts';
import type { ClientPageState } from './use-client-page.ts';

const t = messages.clientStatement;
const s = t.statement;

/**
 * Extrato de conta (docs/domain.md): the period, every movement with its running balance from the opening balance
 * to the closing one (the contract's balance when the period reaches today), and the same as a PDF.
 */
export function StatementPanel({
  page,
  statement,
}: {
  page: ClientPageState;
  statement: ClientStatementData | null;
}) {
  return (
    <section
      aria-label={s.title}
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-end gap-3">
        <h2 className="mr-auto text-base font-semibold text-ink">{s.title}</h2>
        <DatePicker
          label={s.from}
          value={page.draft.from}
          clearable={false}
          onChange={(from) => from && page.setDraft({ ...page.draft, from })}
          className="w-44"
        />
        <DatePicker
          label={s.to}
          value={page.draft.to}
          error={page.periodInverted ? t.api.periodInverted : null}
          clearable={false}
          onChange={(to) => to && page.setDraft({ ...page.draft, to })}
          className="w-44"
        />
        <Button variant="secondary" className="h-9" disabled={page.periodInverted} onClick={page.apply}>
          {t.page.apply}
        </Button>
        <Button icon={ArrowDownTrayIcon} className="h-9" onClick={page.openPdf}>
          {s.download}
        </Button>
      </div>
      {statement && (
        // Wider than a phone: the region scrolls sideways and takes focus so the keyboard can scroll it too.
        <section
          aria-label={s.title}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          <table className="w-full min-w-[36rem] text-sm" aria-label={s.title}>
            <thead className="text-left text-xs text-ink-muted uppercase">
              <tr>
                <th className="py-1 pr-3 font-medium">{s.date}</th>
                <th className="py-1 pr-3 font-medium">{s.description}</th>
                <th className="py-1 pr-3 text-right font-medium">{s.debit}</th>
                <th className="py-1 pr-3 text-right font-medium">{s.credit}</th>
                <th className="py-1 text-right font-medium">{s.balance}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line text-ink">
              <tr className="font-semibold">
                <td className="py-1 pr-3">{formatDate(statement.from)}</td>
                <td className="py-1 pr-3">{s.opening}</td>
                <td colSpan={2} />
                <td className="py-1 text-right tabular-nums">{formatMZN(statement.openingBalance)}</td>
              </tr>
              {statement.lines.map((line) => (
                // A movement is one kind of one cause at one instant (a receipt's payment and settlement differ in kind).
                <tr key={`${line.date}|${line.kind}|${line.reference}`}>
                  <td className="py-1 pr-3 whitespace-nowrap">{formatDate(line.date.slice(0, 10))}</td>
                  <td className="py-1 pr-3">{line.description}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {Number(line.amount) < 0 ? formatMZN(line.amount.replace('-', '')) : ''}
                  </td>
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {Number(line.amount) > 0 ? formatMZN(line.amount) : ''}
                  </td>
                  <td className="py-1 text-right tabular-nums">{formatMZN(line.balance)}</td>
                </tr>
              ))}
              {statement.lines.length === 0 && (
                <tr>
                  <td colSpan={5} className="py-2 text-ink-muted">
                    {s.empty}
                  </td>
                </tr>
              )}
              <tr className="font-semibold">
                <td className="py-1 pr-3">{formatDate(statement.to)}</td>
                <td className="py-1 pr-3">{s.closing}</td>
                <td colSpan={2} />
                <td className="py-1 text-right tabular-nums" data-testid="closing-balance">
                  {formatMZN(statement.closingBalance)}
                </td>
              </tr>
            </tbody>
          </table>
        </section>
      )}
      {statement && <AgreementInstalments instalments={statement.agreementInstalments} />}
    </section>
  );
}
