import type { StatementQuery } from '@agua/domain/contracts/client-statement';
import { paymentMethodLabel } from '@agua/domain/contracts/receipt';
import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import type { Centavos } from '@agua/domain/money';
import { type DebtBreakdown, totalDebt } from '@agua/domain/rules/counter-payment';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import type { LedgerKind } from '../../db/enums.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { agreementsOf, instalmentsOfReceipts } from '../payment-agreements/queries.ts';
import { monthLabel, type StatementLine, settlementLines } from './lines.ts';
import {
  clientBalances,
  clientName,
  contractsOfClient,
  ledgerBefore,
  ledgerRows,
  receiptLines,
  receiptMethods,
  rubricNames,
  unpaidInvoices,
} from './queries.ts';

const t = messages.clientStatement;
const k = t.statement.kinds;

/** Maputo has no daylight saving time: a day starts at 00:00 +02:00. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+02:00`);
const idOf = (reference: string, prefix: string) =>
  reference.startsWith(`${prefix}:`) ? Number(reference.slice(prefix.length + 1)) : null;

/** A reversal's reason after its description, when the administrator gave one. */
const withNote = (text: string, note: string | null) => (note ? `${text} — ${note}` : text);

export type ClientDebt = DebtBreakdown & { clientId: number };

/** What the contract's running payment agreement still asks for (docs/domain.md "Payment agreements"). */
function runningInstalments(agreements: Awaited<ReturnType<typeof agreementsOf>>) {
  const running = agreements.find((one) => one.agreement.status === 'ACTIVE');
  if (!running) return [];
  const a = messages.paymentAgreements;
  const today = todayInMaputo();
  return running.instalments
    .filter((one) => !one.paid)
    .map((one) => ({
      agreementId: running.agreement.id,
      number: one.number,
      label:
        one.number === 0
          ? a.downPaymentLabel
          : a.instalmentLabel(one.number, running.agreement.instalmentCount),
      dueDate: one.dueDate,
      amount: one.amount,
      missed: one.dueDate < today,
    }));
}

export function createClientStatementService(db: Database) {
  /** Total em dívida of each client asked (docs/domain.md "Total em dívida"): three queries for any number. */
  async function debts(clientIds: number[]): Promise<ClientDebt[]> {
    const [balances, unpaid] = await Promise.all([
      clientBalances(db, clientIds),
      unpaidInvoices(db, { clientIds }),
    ]);
    return clientIds.map((clientId) => {
      const own = unpaid
        .filter((invoice) => invoice.clientId === clientId)
        .map((invoice) => ({ amount: invoice.amount, fine: invoice.fineAmount }));
      return { clientId, ...totalDebt(own, balances.get(clientId) ?? 0) };
    });
  }

  /**
   * The Extrato de conta (docs/domain.md "Extrato de conta"): every ledger movement of the contract in the period
   * with the running balance, a receipt's settlement shown invoice by invoice and fine by fine; it starts at Σ ledger
   * before the period and so ends at the contract's balance when the period reaches today.
   */
  async function statement(clientId: number, query: StatementQuery) {
    const [client] = await clientName(db, clientId);
    if (!client) throw notFound(t.api.clientNotFound);
    const owned = await contractsOfClient(db, clientId);
    const contract =
      query.contractId === undefined ? owned[0] : owned.find((row) => row.id === query.contractId);
    if (query.contractId !== undefined && !contract)
      throw badRequest(t.api.contractNotOfClient, [
        { field: 'contractId', message: t.api.contractNotOfClient },
      ]);
    if (!contract) throw notFound(t.api.noContract);

    const to = query.to ?? todayInMaputo();
    const from = query.from ?? addDays(to, -365);
    const start = dayStart(from);
    const end = dayStart(addDays(to, 1));
    const [opening, rows, open, [debt], agreements] = await Promise.all([
      ledgerBefore(db, contract.id, start),
      ledgerRows(db, contract.id, start, end),
      unpaidInvoices(db, { contractId: contract.id }),
      debts([clientId]),
      agreementsOf(db, { contractId: contract.id }),
    ]);
    const receiptIds = [
      ...new Set(rows.map((row) => idOf(row.reference, 'receipt')).filter((id) => id !== null)),
    ];
    const chargeIds = rows.map((row) => idOf(row.reference, 'client-rubric')).filter((id) => id !== null);
    const [paidLines, methods, charges, instalments] = await Promise.all([
      receiptLines(db, receiptIds),
      receiptMethods(db, receiptIds),
      rubricNames(db, chargeIds),
      instalmentsOfReceipts(db, receiptIds),
    ]);
    // A receipt that paid an instalment of a payment agreement names it (docs/domain.md "Payment agreements").
    const instalmentOf = (receiptId: number | null) => {
      const paid = instalments.find((one) => one.receiptId === receiptId);
      if (!paid) return null;
      const a = messages.paymentAgreements;
      const label = paid.number === 0 ? a.downPaymentLabel : a.instalmentLabel(paid.number, paid.count);
      return a.receiptPurpose(label, paid.agreementId);
    };

    let balance: Centavos = opening;
    const lines: StatementLine[] = [];
    const push = (line: Omit<StatementLine, 'balance'>) => {
      balance += line.amount;
      lines.push({ ...line, balance });
    };
    for (const row of rows) {
      const receiptId = idOf(row.reference, 'receipt');
      const chargeId = idOf(row.reference, 'client-rubric');
      const charge = charges.find((one) => one.id === chargeId);
      const what = charge ? `${charge.name} × ${charge.quantity}` : row.reference;
      const base = {
        date: row.createdAt,
        kind: row.kind as LedgerKind,
        reference: row.reference,
        amount: row.amount,
      };
      const receiptText = String(receiptId ?? row.reference);
      switch (row.kind) {
        case 'INVOICE_SETTLEMENT':
          for (const line of settlementLines(
            row,
            paidLines.filter((one) => one.receiptId === receiptId),
          ))
            push(line);
          break;
        case 'PAYMENT': {
          const method = methods.find((one) => one.id === receiptId)?.paymentMethod ?? '';
          push({
            ...base,
            description: withNote(
              k.PAYMENT(receiptText, paymentMethodLabel(method)),
              instalmentOf(receiptId),
            ),
          });
          break;
        }
        case 'PAYMENT_REVERSAL':
          push({ ...base, description: withNote(k.PAYMENT_REVERSAL(receiptText), row.note) });
          break;
        case 'SETTLEMENT_REVERSAL':
          push({ ...base, description: k.SETTLEMENT_REVERSAL(receiptText) });
          break;
        case 'RUBRIC_CHARGE':
          push({ ...base, description: k.RUBRIC_CHARGE(what) });
          break;
        case 'RUBRIC_REVERSAL':
          push({ ...base, description: withNote(k.RUBRIC_REVERSAL(what), row.note) });
          break;
        case 'ADJUSTMENT':
          push({ ...base, description: k.ADJUSTMENT(row.note ?? '') });
          break;
        default:
          push({ ...base, description: typeof k[row.kind] === 'string' ? k[row.kind] : row.kind });
      }
    }
    return {
      clientId,
      clientName: client.name,
      contractId: contract.id,
      from,
      to,
      openingBalance: opening,
      closingBalance: balance,
      lines,
      openInvoices: open.map((invoice) => ({ ...invoice, month: monthLabel(invoice) })),
      agreementInstalments: runningInstalments(agreements),
      debt: debt!,
    };
  }

  return { debts, statement };
}

export type ClientStatementService = ReturnType<typeof createClientStatementService>;
export type ClientStatement = Awaited<ReturnType<ClientStatementService['statement']>>;

declare module 'fastify' {
  interface FastifyInstance {
    clientStatement: ClientStatementService;
  }
}

export default fp(
  async (app) => {
    app.decorate('clientStatement', createClientStatementService(app.db));
  },
  { name: 'client-statement', dependencies: ['db'] },
);
