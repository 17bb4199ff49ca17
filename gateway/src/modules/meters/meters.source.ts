import type { MeterResponse } from '@agua/domain/contracts/client-meter';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** The api's /client-meter routes. */
export class MetersSource extends RestDataSource {
  readonly byClientId = this.loaderByForeignKey('/client-meter', 'clientIds', (row) => row.clientId);

  /** A client's meters that no active contract uses. */
  available(clientId: Id): Promise<MeterResponse[]> {
    return this.get('/client-meter/available', { query: { clientIds: [clientId] } });
  }
}
