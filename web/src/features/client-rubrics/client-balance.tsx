import { messages } from '@agua/domain/messages';
import { formatMZN, toCentavos, toDecimalString } from '@agua/domain/money';
import clsx from 'clsx';

const s = messages.clientRubrics;

/** The chosen client's balance: 'Dívida' and the amount owed, or 'Saldo' and the credit. */
export function ClientBalance({ balance }: { balance: string }) {
  const inDebt = Number(balance) < 0;
  return (
    <p className="text-sm text-ink-muted" data-testid="client-balance">
      {inDebt ? s.debt : s.balance}:{' '}
      <span
        className={clsx('font-semibold tabular-nums', inDebt ? 'text-red-700 dark:text-red-400' : 'text-ink')}
      >
        {/* Under 'Dívida' the amount owed, without a minus sign the label already says. */}
        {formatMZN(inDebt ? toDecimalString(-toCentavos(balance)) : balance)}
      </span>
    </p>
  );
}
