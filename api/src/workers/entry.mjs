// The entry of the api's worker threads (piscina loads it). The api runs its TypeScript through tsx: a worker thread
// does not inherit the main thread's loader hooks on every Node version, so it registers tsx itself before loading
// the tasks (a second registration where the hooks were inherited is harmless).
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./tasks.ts');

export const readFieldSheet = tasks.readFieldSheetTask;
export const writeFieldSheet = tasks.writeFieldSheetTask;
export const drawWaterBill = tasks.drawWaterBillTask;
export const drawReceipt = tasks.drawReceiptTask;
export const drawPages = tasks.drawPagesTask;
