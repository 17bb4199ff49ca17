import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { streamZoneWaterBills } from '../../api/src/modules/invoices/zone-water-bills-pdf.ts';
import { sampleBillForCheck } from './.tmp-sample.ts';

const bill = sampleBillForCheck();
async function* rest() { for (let b = 0; b < 5; b++) yield Array.from({ length: 100 }, () => bill); }
const doc = streamZoneWaterBills([bill], rest(), { zone: 'z', enterprise: 'e' });
let bytes = 0; let writes = 0;
const slow = new Writable({ highWaterMark: 1024, write(chunk, _e, cb) { bytes += chunk.length; writes++; setTimeout(cb, 1); } });
const t0 = Date.now();
const timer = setInterval(() => console.log('t', Date.now() - t0, 'bytes', bytes, 'docbuf', doc.readableLength, 'flowing', doc.readableFlowing), 1000);
await pipeline(doc, slow);
clearInterval(timer);
console.log('done', bytes, writes, Date.now() - t0);
