import { messages } from '@agua/domain/messages';
import { type Centavos, toDecimalString } from '@agua/domain/money';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { LedgerKind } from '../../db/enums.ts';
import { notFound } from '../../http/errors.ts';
import { contracts } from '../contracts/tables.ts';
import { ledgerEntries } from './tables.ts';

// A contract's balance is the client's account outside open invoices (positive = credit, negative = debt), and
// balance = Σ ledger, always (docs/domain.md "Balance and ledger"). Every area that moves a balance (opening balance,
// adjustment, payment, reversal, rubric charge, reconnection fee) does it through moveBalance, inside the
// transaction that holds the contract's lock.

export type ContractRow = typeof contracts.$inferSelect;

/** One change of a balance and why it happened. */
export interface BalanceMove {
  contractId: number;
  /** > 0 credits the client, < 0 debits. */
  amount: Centavos;
  kind: LedgerKind;
  /** What caused it, as "<what>:<id>" (e.g. "receipt:12"), so a reversal can find and name its origin. */
  reference: string;
  /** The user who made the change; null only for the system's own work. */
  userId: number | null;
  /** The reason the user gave, when a person decided the amount (an ADJUSTMENT). */
  note?: string | null;
}

/**
 * Locks the contract row until the transaction ends and answers it as it is now. Every rule that reads a balance
 * and then changes it runs after this lock, so two requests on one contract take turns instead of losing an update.
 */
export async function lockContract(tx: Executor, contractId: number): Promise<ContractRow> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  if (!row) throw notFound(messages.clients.api.contractNotFound);
  return row;
}

/** Writes the ledger row and moves the balance by the same amount, in the caller's transaction. */
export async function moveBalance(tx: Executor, move: BalanceMove): Promise<void> {
  if (move.amount === 0) return;
  await tx.insert(ledgerEntries).values(move);
  await tx
    .update(contracts)
    .set({ balance: sql`${contracts.balance} + ${toDecimalString(move.amount)}::numeric` })
    .where(eq(contracts.id, move.contractId));
}

/**
 * Many balance moves in two statements (a bulk import's opening balances, imports/commit.ts): the ledger rows
 * travel as arrays paired up by unnest(), and each contract's balance moves by the sum of its rows. The caller holds
 * the contracts' locks (an import's contracts are its own transaction's, unseen by anyone else), as for moveBalance.
 */
export async function moveBalances(tx: Executor, moves: readonly BalanceMove[]): Promise<void> {
  const real = moves.filter((move) => move.amount !== 0);
  if (real.length === 0) return;
  const contractIds = sql.param(real.map((move) => move.contractId));
  const amounts = sql.param(real.map((move) => toDecimalString(move.amount)));
  await tx.execute(sql`
    insert into ${ledgerEntries} (contract_id, kind, amount, reference, user_id, note)
    select contract_id, kind, amount, reference, user_id, note
      from unnest(${contractIds}::int[], ${sql.param(real.map((move) => move.kind))}::text[], ${amounts}::numeric[],
                  ${sql.param(real.map((move) => move.reference))}::text[],
                  ${sql.param(real.map((move) => move.userId))}::int[],
                  ${sql.param(real.map((move) => move.note ?? null))}::text[])
           as move(contract_id, kind, amount, reference, user_id, note)`);
  await tx.execute(sql`
    update ${contracts} set balance = ${contracts.balance} + moved.amount
      from (select contract_id, sum(amount) as amount
              from unnest(${contractIds}::int[], ${amounts}::numeric[]) as move(contract_id, amount)
             group by contract_id) moved
     where ${contracts.id} = moved.contract_id`);
}
