import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { SmsMonthlyCountsQuery } from './sms-query.ts';

const s = messages.sms.screens;

/** This month's figures: messages sent, parts spent (what the provider bills), failed and not sent. */
export function SmsMonthCounts() {
  const { data } = useQuery(SmsMonthlyCountsQuery, {
    fetchPolicy: 'cache-and-network',
    pollInterval: 15_000,
  });
  const counts = data?.smsMonthlyCounts;
  const byState = (state: string) => counts?.byState.find((row) => row.state === state)?.messages ?? 0;
  const cards = [
    { label: s.monthSent, value: counts?.sent ?? 0, testId: 'sms-month-sent' },
    { label: s.monthParts, value: counts?.parts ?? 0, testId: 'sms-month-parts' },
    { label: s.monthFailed, value: byState('FAILED'), testId: 'sms-month-failed' },
    { label: s.monthSkipped, value: byState('SKIPPED'), testId: 'sms-month-skipped' },
  ];
  return (
    <section className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl border border-line bg-surface p-4 shadow-xs">
          <p className="text-xs font-medium text-ink-muted">{card.label}</p>
          <p className="mt-1 text-2xl font-semibold text-ink tabular-nums" data-testid={card.testId}>
            {card.value}
          </p>
        </div>
      ))}
    </section>
  );
}
