import type {
  ReadingAnomalyBody,
  ReadingAnomalyResponse,
  ReadingThresholdsResponse,
} from '@agua/domain/contracts/reading-anomaly';
import type { ReadingAnomalyInput, ReadingThresholdsInput } from '../../generated/resolvers.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** The api's /reading-anomaly and /reading-check-threshold routes. */
export class ReadingAnomaliesSource extends RestDataSource {
  // Every anomaly, read once per request: readings name theirs by code.
  private all: Promise<ReadingAnomalyResponse[]> | undefined;

  list(): Promise<ReadingAnomalyResponse[]> {
    this.all ??= this.get('/reading-anomaly', { query: { size: 500, sort: 'code,asc' } });
    return this.all;
  }

  async byCode(code: string): Promise<ReadingAnomalyResponse | null> {
    return (await this.list()).find((row) => row.code === code) ?? null;
  }

  create(input: ReadingAnomalyInput): Promise<ReadingAnomalyResponse> {
    const body: ReadingAnomalyBody = { ...input, active: input.active ?? true };
    return this.post('/reading-anomaly', { body });
  }

  update(id: Id, input: ReadingAnomalyInput): Promise<ReadingAnomalyResponse> {
    const body: ReadingAnomalyBody = { ...input, active: input.active ?? true };
    return this.put('/reading-anomaly/{id}', { path: { id }, body });
  }

  async remove(id: Id): Promise<void> {
    await this.delete('/reading-anomaly/{id}', { path: { id } });
  }

  thresholds(contractTypeId: Id): Promise<ReadingThresholdsResponse> {
    return this.get('/reading-check-threshold/{contractTypeId}', { path: { contractTypeId } });
  }

  setThresholds(contractTypeId: Id, body: ReadingThresholdsInput): Promise<ReadingThresholdsResponse> {
    return this.put('/reading-check-threshold/{contractTypeId}', { path: { contractTypeId }, body });
  }
}
