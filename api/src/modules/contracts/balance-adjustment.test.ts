import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

// A balance moves only through the ledger: PUT /contract/{id} with a different balance is a manual adjustment,
// an administrator's only and with a reason, written as an ADJUSTMENT row carrying the user and the reason.

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  const [row] = await queryRows<{ id: number }>(
    t.databaseUrl,
    "select id from users where username = 'admin'",
  );
  adminId = row!.id;
});
afterAll(() => t?.close());

const put = (headers: Record<string, string>, contractId: number, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/contract/${contractId}`, headers, payload: body });

async function aContract() {
  const [row] = await queryRows<{ id: number; balance: string; contract_type_id: number }>(
    t.databaseUrl,
    'select id, balance, contract_type_id from contracts order by id limit 1',
  );
  return { contractId: row!.id, balance: Number(row!.balance), contractTypeId: row!.contract_type_id };
}

async function ledgerOf(contractId: number) {
  return queryRows<{ kind: string; amount: string; user_id: number | null; note: string | null }>(
    t.databaseUrl,
    'select kind, amount, user_id, note from ledger_entries where contract_id = $1 order by id',
    [contractId],
  );
}

async function balanceAndLedgerSum(contractId: number) {
  const [row] = await queryRows<{ balance: string; sum: string }>(
    t.databaseUrl,
    `select c.balance, (select coalesce(sum(amount), 0) from ledger_entries where contract_id = c.id)::numeric(14,2) as sum
       from contracts c where c.id = $1`,
    [contractId],
  );
  return row!;
}

describe('PUT /contract/{id}: the balance', () => {
  it('refuses a changed balance from a Técnico with 403 in Portuguese, and changes nothing', async () => {
    const contract = await aContract();
    const before = await ledgerOf(contract.contractId);
    const response = await put(tech, contract.contractId, {
      contractTypeId: contract.contractTypeId,
      balance: -99999,
      balanceReason: 'Correcção',
      contractStatus: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.clients.api.balanceAdminOnly);
    expect(await ledgerOf(contract.contractId)).toEqual(before);
    expect(Number((await balanceAndLedgerSum(contract.contractId)).balance)).toBe(contract.balance);
  });

  it('lets a Técnico edit type and status when the balance is the stored one', async () => {
    const contract = await aContract();
    const before = await ledgerOf(contract.contractId);
    const response = await put(tech, contract.contractId, {
      contractTypeId: contract.contractTypeId === 1 ? 2 : 1,
      balance: contract.balance,
      contractStatus: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().balance).toBe(contract.balance);
    expect(await ledgerOf(contract.contractId)).toEqual(before);
  });

  it('asks an Administrador for the reason (400 naming balanceReason), and changes nothing', async () => {
    const contract = await aContract();
    const before = await ledgerOf(contract.contractId);
    for (const balanceReason of [undefined, '   ']) {
      const response = await put(admin, contract.contractId, {
        contractTypeId: contract.contractTypeId,
        balance: contract.balance + 10,
        contractStatus: 1,
        ...(balanceReason === undefined ? {} : { balanceReason }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { field: 'balanceReason', message: messages.clients.balanceReasonRequired },
      ]);
    }
    expect(await ledgerOf(contract.contractId)).toEqual(before);
  });

  it("records an Administrador's adjustment as one ADJUSTMENT row with the user and the reason", async () => {
    const contract = await aContract();
    const before = await ledgerOf(contract.contractId);
    const response = await put(admin, contract.contractId, {
      contractTypeId: contract.contractTypeId,
      balance: contract.balance - 250.75,
      balanceReason: '  Leitura estimada corrigida  ',
      contractStatus: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().balance).toBeCloseTo(contract.balance - 250.75, 2);
    const after = await ledgerOf(contract.contractId);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([
      { kind: 'ADJUSTMENT', amount: '-250.75', user_id: adminId, note: 'Leitura estimada corrigida' },
    ]);
    const { balance, sum } = await balanceAndLedgerSum(contract.contractId);
    expect(balance).toBe(sum);
  });

  it('keeps balance = Σ ledger under 20 simultaneous adjustments and refusals', async () => {
    const contract = await aContract();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        put(i % 4 === 0 ? tech : admin, contract.contractId, {
          contractTypeId: contract.contractTypeId,
          balance: 1000 + i,
          balanceReason: `Ajuste ${i}`,
          contractStatus: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
    expect(statuses.filter((status) => status === 200)).toHaveLength(15);
    const { balance, sum } = await balanceAndLedgerSum(contract.contractId);
    expect(balance).toBe(sum);
    const ledger = await ledgerOf(contract.contractId);
    const adjustments = ledger.filter((row) => row.note?.startsWith('Ajuste '));
    expect(adjustments).toHaveLength(15);
    expect(adjustments.every((row) => row.kind === 'ADJUSTMENT' && row.user_id === adminId)).toBe(true);
  });
});
