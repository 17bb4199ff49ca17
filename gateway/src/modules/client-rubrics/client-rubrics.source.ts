import type {
  ClientRubricCreateBody,
  ClientRubricCreatedResponse,
  ClientRubricResponse,
} from '@agua/domain/contracts/client-rubric';
import type { ChargeRubricInput } from '../../generated/resolvers.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** The api's /client-rubrics routes (Outros Pagamentos). */
export class ClientRubricsSource extends RestDataSource {
  /** A client's charges, newest first. */
  async ofClient(clientId: Id): Promise<ClientRubricResponse[]> {
    const rows = await this.get<ClientRubricResponse[]>(
      `/client-rubrics/client/${encodeURIComponent(String(clientId))}`,
    );
    return [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  }

  /** Cobrar: the screen always charges one unit. */
  async charge(input: ChargeRubricInput): Promise<ClientRubricResponse> {
    const body: ClientRubricCreateBody = { clientId: input.clientId, rubricId: input.rubricId, quantity: 1 };
    const created = await this.post<ClientRubricCreatedResponse>('/client-rubrics', body);
    return created.ClientRubrics;
  }
}
