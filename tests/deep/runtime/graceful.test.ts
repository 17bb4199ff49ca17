import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, describe, it } from 'node:test';
import {
  API,
  alive,
  allPortsFree,
  dataFolder,
  descendants,
  embeddedUrl,
  login,
  PORTS,
  query,
  randomKey,
  startProduct,
  within,
} from './harness.ts';

// SIGTERM (`pnpm stop`, systemctl stop, docker stop): the gateway stops taking requests, the api finishes the
// request it is reading and the M-Pesa jobs it is running (each waits for the provider's answer), then stops its
// database; all within the bound, and nothing is lost.

const data = dataFolder();
after(() => data.remove());

/** A POST whose body arrives in two halves, the second only when `release` resolves: a request in flight. */
function slowPost(path: string, token: string, body: string, release: Promise<void>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = connect(PORTS.api, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
    const half = Math.floor(body.length / 2);
    socket.write(
      [
        `POST /api/v1${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        'Content-Type: application/json',
        `Idempotency-Key: ${randomKey()}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body.slice(0, half),
      ].join('\r\n'),
    );
    void release.then(() => socket.write(body.slice(half)));
  });
}

describe('graceful stop', () => {
  it('finishes the request in flight and the running M-Pesa jobs, then exits within the bound', async () => {
    const product = startProduct(data.path, { LOG_LEVEL: 'info', MPESA_SIMULATOR_DELAY_MS: '4000' });
    await product.waitFor(/Água pronto em [\d,]+ s/);
    const token = await login();
    const database = embeddedUrl(data.path);

    // Three M-Pesa requests, each paid after one 4 s "PIN" wait (README "M-Pesa simulator", last digit 1).
    const open = await query<{ id: number; client_id: number }>(
      database,
      `select distinct on (c.client_id) i.id, c.client_id from invoices i join contracts c on c.id = i.contract_id
       where i.payment_status is null and i.receipt_id is null order by c.client_id, i.id limit 3`,
    );
    const requests: number[] = [];
    for (const invoice of open) {
      const response = await fetch(`${API}/mpesa-payment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: invoice.client_id, invoiceIds: [invoice.id], msisdn: '841234561' }),
      });
      assert.equal(response.status, 201, await response.clone().text());
      requests.push(((await response.json()) as { id: number }).id);
    }
    const [contract] = await query<{ id: number; client_id: number }>(
      database,
      'select id, client_id from contracts where contract_status = 1 order by id limit 1',
    );
    const payment = JSON.stringify({
      clientId: contract!.client_id,
      contractId: contract!.id,
      paymentMethod: 'NUMERARIO',
      amount: 123.45,
      purpose: 'Pago durante a paragem',
    });
    let release: () => void = () => {};
    const inFlight = slowPost('/receipt', token, payment, new Promise((resolve) => (release = resolve)));

    // The provider calls are under way (the simulator is waiting for the "PIN") when the stop begins.
    await within(15_000, async () => {
      const rows = await query<{ status: string }>(
        database,
        'select status from mpesa_payments where id = any($1::int[])',
        [requests],
      );
      return rows.every((row) => row.status === 'WAITING');
    });
    const launcher = product.process.pid!;
    const tree = descendants(launcher);
    const began = performance.now();
    process.kill(launcher, 'SIGTERM');
    await product.waitFor(/"msg":"shutting down"/, 15_000);
    // The api is stopping: a new connection is refused, the request it is reading still completes.
    const refused = await fetch(`${API}/zone`).then(
      (response) => response.status,
      () => 'refused',
    );
    assert.ok(refused === 'refused' || refused === 503, `a new request while stopping: ${refused}`);
    release();
    const answer = await inFlight;
    assert.equal(answer.status, 201, answer.body);

    assert.deepEqual(await product.exited, { code: 0, signal: null });
    const stopMs = performance.now() - began;
    await within(5_000, () => !tree.some(alive));
    assert.ok(await allPortsFree());
    assert.ok(stopMs < 30_000, `stopped in ${Math.round(stopMs)} ms`);
    console.log(`  stopped in ${Math.round(stopMs)} ms with 3 M-Pesa jobs and one request in flight`);

    // Nothing was lost: the receipt of the request in flight is stored; each M-Pesa request ended paid, with its
    // receipt, during the stop or (its job back in the queue) right after the next start.
    const receipt = (JSON.parse(answer.body) as { receiptID: number }).receiptID;
    const stored = await restartAndQuery(async () => {
      await within(60_000, async () => {
        const rows = await query<{ status: string }>(
          database,
          'select status from mpesa_payments where id = any($1::int[])',
          [requests],
        );
        return rows.every((row) => row.status === 'PAID');
      });
      return query<{ id: number }>(database, 'select id from receipts where id = $1', [receipt]);
    });
    assert.equal(stored.length, 1);
  });
});

/** Starts the product again on the same data folder, runs `check`, and stops it. */
async function restartAndQuery<T>(check: () => Promise<T>): Promise<T> {
  const product = startProduct(data.path, { MPESA_SIMULATOR_DELAY_MS: '500' });
  await product.waitFor(/Água pronto em [\d,]+ s/);
  try {
    return await check();
  } finally {
    process.kill(product.process.pid!, 'SIGTERM');
    await product.exited;
  }
}
