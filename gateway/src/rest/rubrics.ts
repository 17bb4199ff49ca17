import { messages } from '@agua/domain/messages';
import { type Centavos, toMeticais } from '@agua/domain/money';
import { RestError } from './client.ts';
import { type Id, RestDataSource } from './data-source.ts';

/** `GET /rubric` rows (the GraphQL Rubric); price in MZN. */
export interface RubricRest {
  rubricId: number;
  name: string;
  description: string;
  price: number;
}

/** The Rúbrica form; price in centavos, as the Money scalar parses it. */
export interface RubricFields {
  name: string;
  description: string;
  price: Centavos;
}

const restBody = (input: RubricFields) => ({ ...input, price: toMeticais(input.price) });

/** The api's /rubric routes; client charges resolve their rubric through `byId`. */
export class RubricsSource extends RestDataSource {
  readonly byId = this.loaderByIds<RubricRest>('/rubric', (row) => row.rubricId);

  list(): Promise<RubricRest[]> {
    return this.get<RubricRest[]>('/rubric');
  }

  byClient(clientId: Id): Promise<RubricRest[]> {
    return this.get<RubricRest[]>(`/rubric/by-client/${encodeURIComponent(String(clientId))}`);
  }

  byMeter(meterId: Id): Promise<RubricRest[]> {
    return this.get<RubricRest[]>(`/rubric/by-meter/${encodeURIComponent(String(meterId))}`);
  }

  /** The rubric of the client's latest charge; null when the client was never charged (an unknown client is an error). */
  async lastOfClient(clientId: Id): Promise<RubricRest | null> {
    try {
      return await this.get<RubricRest>(`/rubric/client/${encodeURIComponent(String(clientId))}/last`);
    } catch (error) {
      const neverCharged =
        error instanceof RestError &&
        error.status === 404 &&
        error.body.message === messages.setup.notFound.noRubricCharged;
      if (neverCharged) return null;
      throw error;
    }
  }

  create(input: RubricFields): Promise<RubricRest> {
    return this.post<RubricRest>('/rubric', restBody(input));
  }

  update(id: string, input: RubricFields): Promise<RubricRest> {
    return this.put<RubricRest>(`/rubric/${encodeURIComponent(id)}`, restBody(input));
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/rubric/${encodeURIComponent(id)}`);
  }
}
