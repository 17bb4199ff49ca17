import { RestError } from '../../rest/client.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** `GET /fine-configuration` rows (the GraphQL FineConfiguration). */
export interface FineConfigurationRest {
  fineConfigurationId: number;
  minInterval: number;
  maxInterval: number;
  acruedFinePercentage: number;
  active: boolean;
  createdAt: string;
}

export interface FineConfigurationFieldsRest {
  minInterval: number;
  maxInterval: number;
  acruedFinePercentage: number;
  active?: boolean | null;
}

/** The api's /fine-configuration routes. */
export class FineConfigurationsSource extends RestDataSource {
  readonly byId = this.loaderByIds<FineConfigurationRest>(
    '/fine-configuration',
    (row) => row.fineConfigurationId,
  );

  list(): Promise<FineConfigurationRest[]> {
    return this.get<FineConfigurationRest[]>('/fine-configuration');
  }

  /** The newest active tier, or null when none is active (the api's 404). */
  async lastActive(): Promise<FineConfigurationRest | null> {
    try {
      return await this.get<FineConfigurationRest>('/fine-configuration/last-active');
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  }

  create(input: FineConfigurationFieldsRest): Promise<FineConfigurationRest> {
    return this.post<FineConfigurationRest>('/fine-configuration', withoutNullActive(input));
  }

  update(id: string, input: FineConfigurationFieldsRest): Promise<FineConfigurationRest> {
    return this.put<FineConfigurationRest>(
      `/fine-configuration/${encodeURIComponent(id)}`,
      withoutNullActive(input),
    );
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/fine-configuration/${encodeURIComponent(id)}`);
  }
}

/** GraphQL sends an omitted optional as null; the api's default (active) applies only when the key is absent. */
export function withoutNullActive<T extends { active?: boolean | null }>(input: T): T {
  const { active, ...rest } = input;
  return (active == null ? rest : { ...rest, active }) as T;
}
