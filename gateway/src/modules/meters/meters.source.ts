import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** A meter as the api answers it (GET /client-meter). */
export interface MeterRest {
  meterId: number;
  clientId: number;
  brand: string;
  cubicMeters: number;
}

/** The api's /client-meter routes. */
export class MetersSource extends RestDataSource {
  readonly byClientId = this.loaderByForeignKey<MeterRest>(
    '/client-meter',
    'clientIds',
    (row) => row.clientId,
  );

  /** A client's meters that no active contract uses. */
  available(clientId: Id): Promise<MeterRest[]> {
    return this.get<MeterRest[]>('/client-meter/available', { clientIds: [clientId] });
  }
}
