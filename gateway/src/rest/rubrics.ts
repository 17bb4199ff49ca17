import { RestDataSource } from './data-source.ts';

/** `GET /rubric` rows (the GraphQL Rubric); price in MZN. */
export interface RubricRest {
  rubricId: number;
  name: string;
  description: string;
  price: number;
}

export type RubricFieldsRest = Omit<RubricRest, 'rubricId'>;

/** The api's /rubric routes; client charges resolve their rubric through `byId`. */
export class RubricsSource extends RestDataSource {
  readonly byId = this.loaderByIds<RubricRest>('/rubric', (row) => row.rubricId);

  list(): Promise<RubricRest[]> {
    return this.get<RubricRest[]>('/rubric');
  }

  create(input: RubricFieldsRest): Promise<RubricRest> {
    return this.post<RubricRest>('/rubric', input);
  }

  update(id: string, input: RubricFieldsRest): Promise<RubricRest> {
    return this.put<RubricRest>(`/rubric/${encodeURIComponent(id)}`, input);
  }
}
