import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  API,
  alive,
  allPortsFree,
  dataFolder,
  descendants,
  embeddedUrl,
  login,
  query,
  randomKey,
  startProduct,
  within,
} from './harness.ts';

// A power cut in the middle of the day's payments: every process (launcher, api, gateway, simulator, PostgreSQL and
// its backends) killed at once with -9 while 50 payments are being taken. The next start says the database
// recovered and names the last receipt; every payment the api acknowledged is there, with its amount, and every
// balance is still the sum of its ledger.

const data = dataFolder();
after(() => data.remove());

interface Acknowledged {
  receiptID: number;
  amount: number;
  purpose: string;
}

describe('recovery after an unclean stop', () => {
  it('keeps every acknowledged payment when everything is killed during 50 payments, and says it recovered', async () => {
    const first = startProduct(data.path);
    await first.waitFor(/Água pronto em [\d,]+ s/);
    const token = await login();
    const database = embeddedUrl(data.path);
    const contracts = await query<{ id: number; client_id: number }>(
      database,
      'select id, client_id from contracts where contract_status = 1 order by id limit 10',
    );
    assert.equal(contracts.length, 10);

    const acknowledged: Acknowledged[] = [];
    let refused = 0;
    const pay = async (index: number) => {
      const contract = contracts[index % contracts.length]!;
      const payment = { amount: 10 + index, purpose: `Pagamento ${index} antes do corte` };
      try {
        const response = await fetch(`${API}/receipt`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': randomKey(),
          },
          body: JSON.stringify({
            clientId: contract.client_id,
            contractId: contract.id,
            paymentMethod: 'NUMERARIO',
            ...payment,
          }),
        });
        if (response.status === 201) {
          const receipt = (await response.json()) as { receiptID: number };
          acknowledged.push({ receiptID: receipt.receiptID, ...payment });
        } else {
          refused += 1;
        }
      } catch {
        refused += 1; // the connection died with the api: not acknowledged
      }
    };

    // Five tellers at once; the power goes after about half of the 50 payments.
    let everything: number[] = [];
    let next = 0;
    const tellers = [1, 2, 3, 4, 5].map(async () => {
      while (next < 50) {
        const index = next++;
        if (index === 25) {
          everything = [first.process.pid!, ...descendants(first.process.pid!)];
          for (const pid of everything) process.kill(pid, 'SIGKILL');
        }
        await pay(index);
      }
    });
    await Promise.all(tellers);
    await within(5_000, () => !everything.some(alive));
    assert.ok(acknowledged.length >= 20, `payments acknowledged before the cut: ${acknowledged.length}`);
    assert.ok(refused >= 20, `payments refused after the cut: ${refused}`);
    assert.ok(await allPortsFree());

    const second = startProduct(data.path);
    await second.waitFor(/Água pronto em [\d,]+ s/);
    const said = second.said().join('\n');
    assert.match(said, /O Água não foi parado correctamente da última vez/);
    assert.match(
      said,
      /a base de dados recuperou de uma paragem inesperada .*os pagamentos confirmados estão guardados\. Último recibo registado: \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d\./,
    );

    const stored = await query<{ id: number; amount: string; purpose: string }>(
      database,
      'select id, amount, purpose from receipts where id = any($1::int[])',
      [acknowledged.map((payment) => payment.receiptID)],
    );
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const payment of acknowledged) {
      const row = byId.get(payment.receiptID);
      assert.ok(row, `acknowledged receipt ${payment.receiptID} is in the database`);
      assert.equal(Number(row.amount), payment.amount);
      assert.equal(row.purpose, payment.purpose);
    }
    const [offLedger] = await query<{ n: string }>(
      database,
      `select count(*) as n from contracts c where c.balance <>
         coalesce((select sum(amount) from ledger_entries l where l.contract_id = c.id), 0)`,
    );
    assert.equal(Number(offLedger?.n), 0);
    console.log(
      `  ${acknowledged.length} payments acknowledged before the cut, all present after the restart`,
    );

    // A receipt's PDF, drawn in the build's worker thread (api/dist/entry.mjs).
    const pdf = await fetch(`${API}/receipt/file/${acknowledged[0]!.receiptID}`, {
      headers: { authorization: `Bearer ${await login()}`, accept: 'application/pdf' },
    });
    assert.equal(pdf.status, 200);
    assert.equal(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );

    process.kill(second.process.pid!, 'SIGTERM');
    assert.deepEqual(await second.exited, { code: 0, signal: null });
  });
});
