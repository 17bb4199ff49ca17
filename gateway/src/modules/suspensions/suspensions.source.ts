import type {
  SuspensionCreateBody,
  SuspensionResponse,
  SuspensionUpdateBody,
} from '@agua/domain/contracts/suspension';
import type { CreateSuspensionInput, UpdateSuspensionInput } from '../../generated/resolvers.ts';
import { withoutNulls } from '../../rest/body.ts';
import { type Id, type ListArgs, type Page, RestDataSource } from '../../rest/data-source.ts';

/** The api's /suspension routes. */
export class SuspensionsSource extends RestDataSource {
  readonly byId = this.loaderByIds('/suspension', (row) => row.suspensionId);

  count(): Promise<number> {
    return this.countOf('/suspension/count');
  }

  async page({ page, size, search, sort }: ListArgs): Promise<Page<SuspensionResponse>> {
    const result = await this.getPage('/suspension', { query: { page, size, q: search || undefined, sort } });
    for (const row of result.rows) this.byId.prime(String(row.suspensionId), row);
    return result;
  }

  create(input: CreateSuspensionInput): Promise<SuspensionResponse> {
    const body: SuspensionCreateBody = { ...withoutNulls(input), meterId: Number(input.meterId) };
    return this.post('/suspension', { body });
  }

  async update(id: Id, input: UpdateSuspensionInput): Promise<SuspensionResponse> {
    const body: SuspensionUpdateBody = { ...withoutNulls(input), meterId: Number(input.meterId) };
    const row = await this.put('/suspension/{id}', { path: { id }, body });
    this.byId.clear(String(row.suspensionId)).prime(String(row.suspensionId), row);
    return row;
  }
}
