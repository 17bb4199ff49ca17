import type {
  MeterReplacementBody,
  MeterReplacementResponse,
  MeterResponse,
  MeterUpdateBody,
} from '@agua/domain/contracts/client-meter';
import type { ReplaceMeterInput, UpdateMeterInput } from '../../generated/resolvers.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** The api's /client-meter routes. */
export class MetersSource extends RestDataSource {
  readonly byClientId = this.loaderByForeignKey('/client-meter', 'clientIds', (row) => row.clientId);

  /** A client's meters that no active contract uses. */
  available(clientId: Id): Promise<MeterResponse[]> {
    return this.get('/client-meter/available', { query: { clientIds: [clientId] } });
  }

  search(q: string): Promise<MeterResponse[]> {
    return this.get('/client-meter', { query: { q, size: 50 } });
  }

  update(id: Id, input: UpdateMeterInput): Promise<MeterResponse> {
    const body: MeterUpdateBody = {
      brand: input.brand ?? null,
      cubicMeters: input.cubicMeters,
      ...(input.digits == null ? {} : { digits: input.digits }),
      ...(input.serialNumber ? { serialNumber: input.serialNumber } : {}),
    };
    return this.put('/client-meter/{id}', { path: { id }, body });
  }

  replace(meterId: Id, input: ReplaceMeterInput): Promise<MeterReplacementResponse> {
    const { newMeter } = input;
    const body: MeterReplacementBody = {
      date: input.date,
      closingReading: input.closingReading,
      newMeter: {
        serialNumber: newMeter.serialNumber,
        initialReading: newMeter.initialReading,
        ...(newMeter.digits == null ? {} : { digits: newMeter.digits }),
        ...(newMeter.brand ? { brand: newMeter.brand } : {}),
      },
    };
    return this.post('/client-meter/{meterId}/replacement', { path: { meterId }, body });
  }
}
