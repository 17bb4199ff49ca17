import type { ClientRubricCreateBody, ClientRubricResponse } from '@agua/domain/contracts/client-rubric';
import type { ChargeRubricInput } from '../../generated/resolvers.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /client-rubrics routes (Outros Pagamentos). */
export class ClientRubricsSource extends RestDataSource {
  /**
   * Each client's live charges (a reversed one no longer weighs on the balance), newest first: one
   * `GET /client-rubrics?clientIds=…&reversed=false` for every client asked at once.
   */
  readonly byClientId = this.loaderByForeignKey('/client-rubrics', 'clientIds', (row) => row.clientId, {
    sort: 'id,desc',
    reversed: 'false',
  });

  /** Cobrar: the screen always charges one unit. */
  async charge(input: ChargeRubricInput): Promise<ClientRubricResponse> {
    const body: ClientRubricCreateBody = {
      clientId: Number(input.clientId),
      rubricId: Number(input.rubricId),
      quantity: 1,
    };
    const created = await this.post('/client-rubrics', { body });
    return created.ClientRubrics;
  }
}
