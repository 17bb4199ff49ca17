import type {
  StatementAttachFields,
  StatementLinesQuery,
  StatementMatch,
} from '@agua/domain/contracts/mpesa-statement';
import { MAX_INVOICES_PER_RECEIPT } from '@agua/domain/contracts/receipt';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { type Centavos, toCentavos, toMeticais } from '@agua/domain/money';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lte,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findPgError } from '../../db/pg-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { clients } from '../clients/tables.ts';
import { invoices } from '../invoices/tables.ts';
import { clientForMoney, contractOfClient } from '../ledger/client-contract.ts';
import { lockContract } from '../ledger/ledger.ts';
import { mpesaPayments } from '../mpesa/tables.ts';
import { lockInvoicesToPay, paymentInstant } from '../receipts/payment.ts';
import { toReceiptResponse } from '../receipts/responses.ts';
import type { ReceiptService } from '../receipts/service.ts';
import { receipts } from '../receipts/tables.ts';
import type { StatementLine } from './statement-csv.ts';
import { mpesaStatementLines, mpesaStatements } from './tables.ts';

// M-Pesa statement reconciliation (docs/domain.md "M-Pesa statement reconciliation"): a statement's lines are kept
// as uploaded; whether each one matches is read from receipts (reference = the transaction id) and M-Pesa
// requests every time, so a line attached to a client turns matched by itself.

const a = messages.mpesa.statement.api;

/** A stored statement line as uploaded, with what it matches today. */
export interface LineRow extends StatementLine {
  id: number;
  match: StatementMatch;
  expectedAmount: Centavos | null;
  receiptId: number | null;
  mpesaPaymentId: number | null;
  clientId: number | null;
  clientName: string | null;
}

export type StatementSummaryRow = typeof mpesaStatements.$inferSelect & { lineCount: number };

/** A unique index's refusal (a concurrent receipt with the same reference), through Drizzle's wrapping. */
const isUniqueViolation = (error: unknown) => findPgError(error)?.code === '23505';

export function createStatementService(db: Database, receiptService: ReceiptService) {
  async function summary(id: number): Promise<StatementSummaryRow> {
    const [row] = await db
      .select({
        ...getStatementColumns(),
        lineCount,
      })
      .from(mpesaStatements)
      .where(eq(mpesaStatements.id, id));
    if (!row) throw notFound(a.notFound);
    return row;
  }

  /** The statement's lines joined to what each may match (a receipt of its transaction, else an M-Pesa request). */
  function linesWithMatch(statementId: number, ...filters: (SQL | undefined)[]) {
    return db
      .select({
        line: mpesaStatementLines,
        receiptId: receipts.id,
        receiptAmount: receipts.amount,
        receiptClientId: receipts.clientId,
        paymentId: mpesaPayments.id,
        paymentAmount: mpesaPayments.amount,
        paymentClientId: mpesaPayments.clientId,
        clientName: clients.name,
      })
      .from(mpesaStatementLines)
      .leftJoin(receipts, eq(receipts.reference, mpesaStatementLines.transactionId))
      .leftJoin(mpesaPayments, eq(mpesaPayments.transactionId, mpesaStatementLines.transactionId))
      .leftJoin(clients, eq(clients.id, sql`coalesce(${receipts.clientId}, ${mpesaPayments.clientId})`))
      .where(and(eq(mpesaStatementLines.statementId, statementId), ...filters))
      .$dynamic();
  }

  /**
   * The statement's lines with what each matches, in file order: a page of them (of one group, if asked), or one
   * line. A statement may hold 50 000 lines; no caller ever reads them all at once.
   */
  async function lines(
    statementId: number,
    at: { lineId: number } | { match?: StatementMatch; page: number; size: number },
  ): Promise<LineRow[]> {
    const filters =
      'lineId' in at
        ? [eq(mpesaStatementLines.id, at.lineId)]
        : [at.match === undefined ? undefined : sql`${matchOf} = ${at.match}`];
    let query = linesWithMatch(statementId, ...filters).orderBy(asc(mpesaStatementLines.row));
    if (!('lineId' in at)) query = query.limit(at.size).offset((at.page - 1) * at.size);
    const rows = await query;
    return rows.map(({ line, ...found }) => {
      // The receipt is the money as recorded; a request without one (not yet settled) says what was asked.
      const expectedAmount = found.receiptAmount ?? found.paymentAmount ?? null;
      const match: StatementMatch =
        expectedAmount === null ? 'UNMATCHED' : expectedAmount === line.amount ? 'MATCHED' : 'MISMATCHED';
      return {
        id: line.id,
        row: line.row,
        transactionId: line.transactionId,
        completedAt: line.completedAt,
        details: line.details,
        msisdn: line.msisdn,
        amount: line.amount,
        match,
        expectedAmount,
        receiptId: found.receiptId,
        mpesaPaymentId: found.paymentId,
        clientId: found.receiptClientId ?? found.paymentClientId ?? null,
        clientName: found.clientName,
      };
    });
  }

  /** How many lines fall in each group, and their statement amounts summed, counted by the database. */
  async function groups(statementId: number) {
    const rows = await db
      .select({
        match: sql<StatementMatch>`${matchOf}`,
        count: sql<number>`count(*)::int`,
        total: sql<string>`sum(${mpesaStatementLines.amount})::text`,
      })
      .from(mpesaStatementLines)
      .leftJoin(receipts, eq(receipts.reference, mpesaStatementLines.transactionId))
      .leftJoin(mpesaPayments, eq(mpesaPayments.transactionId, mpesaStatementLines.transactionId))
      .where(eq(mpesaStatementLines.statementId, statementId))
      .groupBy(matchOf);
    const group = (match: StatementMatch) => {
      const found = rows.find((row) => row.match === match);
      return { count: found?.count ?? 0, total: found ? toCentavos(found.total) : 0 };
    };
    return { matched: group('MATCHED'), mismatched: group('MISMATCHED'), unmatched: group('UNMATCHED') };
  }

  /** Live M-Pesa receipts of an outside transaction paid within the period, whose transaction the statement lacks. */
  async function missingReceipts(statement: StatementSummaryRow) {
    if (!statement.periodFrom || !statement.periodTo) return [];
    const listed = db
      .select({ id: mpesaStatementLines.transactionId })
      .from(mpesaStatementLines)
      .where(eq(mpesaStatementLines.statementId, statement.id));
    return db
      .select({
        receiptId: receipts.id,
        clientId: receipts.clientId,
        clientName: clients.name,
        paymentDate: receipts.paymentDate,
        amount: receipts.amount,
        reference: receipts.reference,
      })
      .from(receipts)
      .innerJoin(clients, eq(clients.id, receipts.clientId))
      .where(
        and(
          eq(receipts.paymentMethod, 'MPESA'),
          isNull(receipts.reversedAt),
          isNotNull(receipts.reference),
          gte(receipts.paymentDate, statement.periodFrom),
          lte(receipts.paymentDate, statement.periodTo),
          notInArray(receipts.reference, listed),
        ),
      )
      .orderBy(asc(receipts.paymentDate))
      .limit(500);
  }

  /** The receipt already made of a transaction, if any. */
  async function receiptOf(transactionId: string) {
    const [row] = await db
      .select({ id: receipts.id, clientId: receipts.clientId })
      .from(receipts)
      .where(eq(receipts.reference, transactionId));
    return row;
  }

  /** An attachment already made: the same client answers its receipt again; another client is refused. */
  function alreadyAttached(receipt: { id: number; clientId: number }, clientId: number) {
    if (receipt.clientId !== clientId) throw new HttpError(409, a.attachedToOther(receipt.id));
    return receipt.id;
  }

  /**
   * The client's open invoices the money pays, oldest first, as the receipt rule allows: funds = amount +
   * max(balance, 0) must cover them; the first one it cannot cover stops the choice (the rest stays as credit).
   */
  async function pickInvoices(
    input: StatementAttachFields,
    amount: Centavos,
    payDay: string,
    transactionId: string,
  ): Promise<{ contractId: number; invoiceIds: number[] } | { receiptId: number }> {
    return db.transaction(async (tx) => {
      await clientForMoney(tx, input.clientId);
      const contractId = await contractOfClient(tx, input.clientId, input.contractId, { activeOnly: false });
      // The contract's lock first (every payment of the contract takes it): a concurrent attachment of the same
      // line has committed its receipt by now, and the open invoices read next stay open.
      await lockContract(tx, contractId);
      const [made] = await tx
        .select({ id: receipts.id, clientId: receipts.clientId })
        .from(receipts)
        .where(eq(receipts.reference, transactionId));
      if (made) return { receiptId: alreadyAttached(made, input.clientId) };
      const open = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.contractId, contractId), isNull(invoices.paymentStatus)))
        .orderBy(asc(invoices.limitDate), asc(invoices.id))
        .limit(MAX_INVOICES_PER_RECEIPT);
      const locked = await lockInvoicesToPay(
        tx,
        { clientId: input.clientId, contractId, invoiceIds: open.map((row) => row.id) },
        payDay,
      );
      let funds = amount + Math.max(locked.contract.balance, 0);
      const invoiceIds: number[] = [];
      for (const line of locked.lines) {
        if (line.total > funds) break;
        funds -= line.total;
        invoiceIds.push(line.invoice.id);
      }
      return { contractId, invoiceIds };
    });
  }

  return {
    async list(page: number, size: number) {
      const rows = await db
        .select({
          ...getStatementColumns(),
          lineCount,
        })
        .from(mpesaStatements)
        .orderBy(desc(mpesaStatements.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ n: count() }).from(mpesaStatements);
      return { rows, total: total?.n ?? 0 };
    },

    /** A statement with the three groups' counts and totals, and the receipts it lacks (its lines: `linePage`). */
    async get(id: number) {
      const statement = await summary(id);
      return { ...statement, ...(await groups(id)), missingReceipts: await missingReceipts(statement) };
    },

    /** A page of the statement's lines, in file order, of one group or all; with how many there are. */
    async linePage(id: number, query: StatementLinesQuery) {
      const statement = await summary(id);
      const counts = await groups(id);
      const total = query.match
        ? counts[GROUP_OF[query.match]].count
        : counts.matched.count + counts.mismatched.count + counts.unmatched.count;
      return { rows: await lines(statement.id, query), total };
    },

    /** Stores an uploaded statement's lines (all or none); answers its id. */
    async store(fileName: string, parsed: StatementLine[], actor: Actor): Promise<number> {
      const times = parsed.flatMap((line) => (line.completedAt ? [line.completedAt.getTime()] : []));
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(mpesaStatements)
          .values({
            fileName: fileName.slice(0, 255) || 'extracto.csv',
            periodFrom: times.length > 0 ? new Date(times.reduce((x, y) => Math.min(x, y))) : null,
            periodTo: times.length > 0 ? new Date(times.reduce((x, y) => Math.max(x, y))) : null,
            uploadedBy: actor.userId,
          })
          .returning({ id: mpesaStatements.id });
        const statementId = created!.id;
        for (let start = 0; start < parsed.length; start += 1000) {
          await tx
            .insert(mpesaStatementLines)
            .values(parsed.slice(start, start + 1000).map((line) => ({ statementId, ...line })));
        }
        return statementId;
      });
    },

    /**
     * POST …/lines/{lineId}/attach (administrators): an unmatched line becomes the client's payment through the
     * receipt service (the code of POST /receipt), method MPESA, with the transaction id as Idempotency-Key
     * (`mpesa:<id>`) and as the receipt's unique reference: however many times or at once it is attached, one
     * receipt. Attached again to the same client → that receipt (replayed); to another → 409.
     */
    async attach(statementId: number, lineId: number, input: StatementAttachFields, actor: Actor) {
      await summary(statementId);
      const [line] = await lines(statementId, { lineId });
      if (!line) throw notFound(a.lineNotFound);
      const answerWith = async (receiptId: number, replayed: boolean) => ({
        line: (await lines(statementId, { lineId }))[0]!,
        receiptId,
        replayed,
      });
      const existing = await receiptOf(line.transactionId);
      if (existing) return answerWith(alreadyAttached(existing, input.clientId), true);
      if (line.mpesaPaymentId !== null) throw new HttpError(409, a.knownRequest);

      const paidAt = paymentInstant(line.completedAt?.toISOString(), new Date());
      const picked = await pickInvoices(input, line.amount, todayInMaputo(paidAt), line.transactionId);
      if ('receiptId' in picked) return answerWith(picked.receiptId, true);

      const payment = {
        clientId: input.clientId,
        contractId: picked.contractId,
        amount: toMeticais(line.amount),
        paymentMethod: 'MPESA' as const,
        paymentDate: line.completedAt?.toISOString(),
        purpose: a.attachPurpose(line.transactionId),
      };
      const key = `mpesa:${line.transactionId}`;
      try {
        let answer = await receiptService.pay(
          { ...payment, invoiceIds: picked.invoiceIds },
          actor,
          key,
          toReceiptResponse,
          line.transactionId,
        );
        // The invoices were paid otherwise between the choice and the payment: the money becomes credit (as an
        // M-Pesa request's outcome does, modules/mpesa/worker.ts).
        if (answer.statusCode === 409 || (answer.statusCode === 400 && picked.invoiceIds.length > 0)) {
          answer = await receiptService.pay(
            { ...payment, invoiceIds: [] },
            actor,
            `${key}:conta`,
            toReceiptResponse,
            line.transactionId,
          );
        }
        if (answer.statusCode === 201) {
          return answerWith((answer.body as { receiptID: number }).receiptID, answer.replayed);
        }
        const made = await receiptOf(line.transactionId);
        if (made) return answerWith(alreadyAttached(made, input.clientId), true);
        const body = answer.body as { message?: string; details?: { field: string; message: string }[] };
        throw new HttpError(
          answer.statusCode,
          body.message ?? messages.mpesa.statement.screens.attachFailed,
          body.details,
        );
      } catch (error) {
        // Another user's attachment of the same transaction won the unique reference.
        if (!isUniqueViolation(error) && !(error instanceof HttpError && error.statusCode === 422))
          throw error;
        const made = await receiptOf(line.transactionId);
        if (!made) throw error;
        return answerWith(alreadyAttached(made, input.clientId), true);
      }
    },
  };
}

/**
 * The group of a line, as the database reads it: what was recorded for its transaction (its receipt, else its
 * M-Pesa request) against what the statement says; the same rule as `lines` applies to each row.
 */
const matchOf = sql<StatementMatch>`case
  when coalesce(${receipts.amount}, ${mpesaPayments.amount}) is null then 'UNMATCHED'
  when coalesce(${receipts.amount}, ${mpesaPayments.amount}) = ${mpesaStatementLines.amount} then 'MATCHED'
  else 'MISMATCHED' end`;

const GROUP_OF = { MATCHED: 'matched', MISMATCHED: 'mismatched', UNMATCHED: 'unmatched' } as const;

// Spelled out: inside a subquery Drizzle would print the outer column unqualified, and it would name the line's id.
const lineCount = sql<number>`(select count(*)::int from mpesa_statement_lines l
  where l.statement_id = "mpesa_statements"."id")`;

function getStatementColumns() {
  return {
    id: mpesaStatements.id,
    fileName: mpesaStatements.fileName,
    periodFrom: mpesaStatements.periodFrom,
    periodTo: mpesaStatements.periodTo,
    uploadedBy: mpesaStatements.uploadedBy,
    createdAt: mpesaStatements.createdAt,
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
export type StatementRow = Awaited<ReturnType<StatementService['get']>>;
