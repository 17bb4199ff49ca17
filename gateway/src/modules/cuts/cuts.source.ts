import type {
  CutBulkCreateBody,
  CutBulkRefusedResponse,
  CutBulkResultResponse,
  CutCandidateResponse,
  CutCreateBody,
  CutReconnectBody,
  CutResponse,
  CutUpdateBody,
} from '@agua/domain/contracts/cut';
import type { CreateCutInput, QueryCutCandidatesArgs, UpdateCutInput } from '../../generated/resolvers.ts';
import { RestError } from '../../rest/client.ts';
import { type Id, type ListArgs, type Page, RestDataSource } from '../../rest/data-source.ts';

/** The meters POST /cut/bulk refused (its 400 names each); empty for any other failure. */
export function bulkRefusals(error: unknown): CutBulkRefusedResponse['rows'] {
  if (!(error instanceof RestError) || error.status !== 400) return [];
  const rows = (error.body as Partial<CutBulkRefusedResponse>).rows;
  return Array.isArray(rows) ? rows : [];
}

/** The api's /cut routes: cuts, reconnection, the cut candidates and cuts registered in bulk. */
export class CutsSource extends RestDataSource {
  readonly byId = this.loaderByIds('/cut', (row) => row.cutId);

  count(): Promise<number> {
    return this.countOf('/cut/count');
  }

  /** One page; its rows prime byId. */
  async page({ page, size, search, sort }: ListArgs): Promise<Page<CutResponse>> {
    const result = await this.getPage('/cut', { query: { page, size, q: search || undefined, sort } });
    for (const row of result.rows) this.byId.prime(String(row.cutId), row);
    return result;
  }

  /** GET /cut/candidates: every field a row shows comes with it, so a page is one call. */
  candidates({
    page,
    size,
    zoneId,
    minDaysOverdue,
  }: QueryCutCandidatesArgs): Promise<Page<CutCandidateResponse>> {
    return this.getPage('/cut/candidates', { query: { page, size, zoneId, minDaysOverdue } });
  }

  create(input: CreateCutInput): Promise<CutResponse> {
    const body: CutCreateBody = { startDate: input.startDate, meterId: Number(input.meterId) };
    return this.post('/cut', { body });
  }

  async update(id: Id, input: UpdateCutInput): Promise<CutResponse> {
    const body: CutUpdateBody = { startDate: input.startDate, meterId: Number(input.meterId) };
    return this.fresh(await this.put('/cut/{id}', { path: { id }, body }));
  }

  async reconnect(id: Id, endDate: string | null | undefined): Promise<CutResponse> {
    const body: CutReconnectBody = endDate ? { endDate } : {};
    return this.fresh(await this.post('/cut/{id}/reconnect', { path: { id }, body }));
  }

  bulkCreate(meterIds: readonly Id[], startDate: string): Promise<CutBulkResultResponse> {
    const body: CutBulkCreateBody = { meterIds: meterIds.map(Number), startDate };
    return this.post('/cut/bulk', { body });
  }

  private fresh(row: CutResponse): CutResponse {
    this.byId.clear(String(row.cutId)).prime(String(row.cutId), row);
    return row;
  }
}
