import type { ClientRubricCreateBody, ClientRubricResponse } from '@agua/domain/contracts/client-rubric';
import type { ChargeRubricInput } from '../../generated/resolvers.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

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
      ...(input.contractId ? { contractId: Number(input.contractId) } : {}),
    };
    const created = await this.post('/client-rubrics', { body });
    return created.ClientRubrics;
  }

  /** Anular cobrança: the api answers 204; the charge is read back, now reversed. */
  async reverse(id: Id, reason: string): Promise<ClientRubricResponse> {
    await this.delete('/client-rubrics/{id}', { path: { id }, query: { reason } });
    const charge = await this.get('/client-rubrics/{id}', { path: { id } });
    this.byClientId.clear(String(charge.clientId));
    return charge;
  }
}
