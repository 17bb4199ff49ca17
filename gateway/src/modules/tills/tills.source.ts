import type { TillResponse } from '@agua/domain/contracts/till';
import { toMeticais } from '@agua/domain/money';
import type { CloseTillInput } from '../../generated/resolvers.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** The api's /tills routes (Fecho de caixa). */
export class TillsSource extends RestDataSource {
  till(day?: string | null, userId?: Id | null): Promise<TillResponse> {
    return this.get('/tills', { query: { day: day ?? undefined, userId: userId ?? undefined } });
  }

  close(input: CloseTillInput): Promise<TillResponse> {
    return this.post('/tills/close', {
      body: {
        day: input.day,
        countedCash: toMeticais(input.countedCash),
        ...(input.userId ? { userId: Number(input.userId) } : {}),
        ...(input.note ? { note: input.note } : {}),
      },
    });
  }
}
