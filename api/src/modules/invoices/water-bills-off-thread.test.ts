import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { totalDebt } from '@agua/domain/rules/counter-payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { ClientBill } from './client-bill.ts';
import { streamZoneWaterBills } from './water-bills-off-thread.ts';

// The zone's PDF is drawn at the pace of its reader: with a slow reader, the bytes drawn and not yet taken stay
// around the stream's buffer size instead of growing with the number of pages.

let t: TestApp;
let bill: ClientBill;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await queryRows<{ reading_id: number }>(
    t.databaseUrl,
    'select reading_id from invoices where payment_status is null order by id limit 1',
  );
  const water = await t.app.invoices.waterBill(row!.reading_id);
  bill = {
    month: { year: water.reading.readingYear, month: water.reading.readingMonth },
    client: water.client,
    zone: water.zone,
    enterprise: water.enterprise,
    contractIds: [water.contract.contractId],
    current: [water],
    earlier: [],
    debt: totalDebt([{ amount: water.invoice.amount, fine: water.invoice.fineAmount }], 0),
    agreement: null,
  };
});
afterAll(() => t?.close());

async function* batches(count: number, size: number) {
  for (let batch = 0; batch < count; batch++) yield Array.from({ length: size }, () => bill);
}

describe('streamZoneWaterBills', () => {
  it('waits for a slow reader: what is drawn and not yet read stays bounded, and every page arrives', async () => {
    const doc = streamZoneWaterBills([bill], batches(3, 100), {
      zone: 'Zona',
      enterprise: 'Empresa',
      mpesaCode: '171717',
    });
    let bytes = 0;
    let mostBuffered = 0;
    const slowReader = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        mostBuffered = Math.max(mostBuffered, doc.readableLength);
        setTimeout(done, 1);
      },
    });
    await pipeline(doc, slowReader);
    // 301 pages of about 2 KB each: drawn ahead of the reader, they would all wait in the buffer (600 KB).
    expect(bytes).toBeGreaterThan(400_000);
    expect(mostBuffered).toBeLessThan(doc.readableHighWaterMark + 64 * 1024);
  });

  it('stops drawing and closes the source when the reader goes away', async () => {
    let closed = false;
    let batchesRead = 0;
    async function* source() {
      try {
        for (let batch = 0; batch < 100; batch++) {
          batchesRead += 1;
          yield Array.from({ length: 100 }, () => bill);
        }
      } finally {
        closed = true;
      }
    }
    const doc = streamZoneWaterBills([bill], source(), {
      zone: 'Zona',
      enterprise: 'Empresa',
      mpesaCode: '171717',
    });
    await new Promise<void>((resolve) => {
      let bytes = 0;
      doc.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > 50_000) {
          doc.destroy();
          resolve();
        }
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(true);
    expect(batchesRead).toBeLessThan(100);
  });
});
