import type { RubricBody, RubricResponse } from '@agua/domain/contracts/rubric';
import { messages } from '@agua/domain/messages';
import { toMeticais } from '@agua/domain/money';
import type { RubricInput } from '../../generated/resolvers.ts';
import { RestError } from '../../rest/client.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** The Rúbrica form's price arrives in centavos (the Money scalar); the api takes meticais. */
const restBody = (input: RubricInput): RubricBody => ({ ...input, price: toMeticais(input.price) });

/** The api's /rubric routes; client charges resolve their rubric through `byId`. */
export class RubricsSource extends RestDataSource {
  readonly byId = this.loaderByIds('/rubric', (row) => row.rubricId);

  list(): Promise<RubricResponse[]> {
    return this.get('/rubric');
  }

  /** The Rúbrica autocomplete: rubrics whose name or description holds `search`, by name. */
  async search(search: string | null | undefined, size: number): Promise<RubricResponse[]> {
    const { rows } = await this.getPage('/rubric', {
      query: { page: 1, size, q: search?.trim() || undefined, sort: 'name,asc' },
    });
    return rows;
  }

  byClient(clientId: Id): Promise<RubricResponse[]> {
    return this.get('/rubric/by-client/{clientId}', { path: { clientId } });
  }

  byMeter(meterId: Id): Promise<RubricResponse[]> {
    return this.get('/rubric/by-meter/{meterId}', { path: { meterId } });
  }

  /** The rubric of the client's latest charge; null when the client was never charged (an unknown client is an error). */
  async lastOfClient(clientId: Id): Promise<RubricResponse | null> {
    try {
      return await this.get('/rubric/client/{clientId}/last', { path: { clientId } });
    } catch (error) {
      const neverCharged =
        error instanceof RestError &&
        error.status === 404 &&
        error.body.message === messages.setup.notFound.noRubricCharged;
      if (neverCharged) return null;
      throw error;
    }
  }

  create(input: RubricInput): Promise<RubricResponse> {
    return this.post('/rubric', { body: restBody(input) });
  }

  update(id: string, input: RubricInput): Promise<RubricResponse> {
    return this.put('/rubric/{id}', { path: { id }, body: restBody(input) });
  }

  async remove(id: string): Promise<void> {
    await this.delete('/rubric/{id}', { path: { id } });
  }
}
