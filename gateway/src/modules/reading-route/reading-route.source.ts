import type {
  ReadingBatchBody,
  ReadingBatchResponse,
  ReadingRouteResponse,
} from '@agua/domain/contracts/reading-route';
import type { SendReadingBatchInput } from '../../generated/resolvers.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** The api's offline reading route: GET /reading/route and POST /reading/batch. */
export class ReadingRouteSource extends RestDataSource {
  route(zoneId: Id, month: string): Promise<ReadingRouteResponse> {
    return this.get('/reading/route', { query: { zoneId: Number(zoneId), month } });
  }

  sendBatch(input: SendReadingBatchInput): Promise<ReadingBatchResponse> {
    const body: ReadingBatchBody = {
      readings: input.readings.map(({ meterId, currentReading, anomalyCode, ...rest }) => ({
        ...rest,
        meterId: Number(meterId),
        ...(currentReading == null ? {} : { currentReading }),
        ...(anomalyCode ? { anomalyCode } : {}),
      })),
    };
    return this.post('/reading/batch', { body });
  }
}
