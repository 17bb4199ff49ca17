import type { CountResponse } from './common.ts';

// Cuts are counted (GET /cut/count, the dashboard's Total Cortes); the rest of the resource has no route yet.
export { countResponseSchema as cutCountResponseSchema } from './common.ts';
export type CutCountResponse = CountResponse;
