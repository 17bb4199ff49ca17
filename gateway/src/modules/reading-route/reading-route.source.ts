import type {
  ReadingBatchBody,
  ReadingBatchResponse,
  ReadingCaptureResponse,
  ReadingRouteResponse,
} from '@agua/domain/contracts/reading-route';
import type { PutReadingPhotoInput, SendReadingBatchInput } from '../../generated/resolvers.ts';
import { RestError } from '../../rest/client.ts';
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

  /** How a reading was taken on the phone; null for a reading typed elsewhere (the api's 404). */
  async capture(readingId: Id): Promise<ReadingCaptureResponse | null> {
    try {
      return await this.get('/reading/{id}/capture', { path: { id: Number(readingId) } });
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  }

  async photo(readingId: Id): Promise<string> {
    const file = await this.get('/reading/{id}/photo', { path: { id: Number(readingId) } });
    return `data:${file.contentType};base64,${file.file}`;
  }

  putPhoto(input: PutReadingPhotoInput) {
    const { clientReadingId, contentType, data } = input;
    return this.put('/reading/photo/{clientReadingId}', {
      path: { clientReadingId },
      body: { contentType: contentType as 'image/jpeg', data },
    });
  }
}
