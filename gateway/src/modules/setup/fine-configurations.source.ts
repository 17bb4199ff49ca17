import type {
  FineConfigurationBody,
  FineConfigurationResponse,
} from '@agua/domain/contracts/fine-configuration';
import type { FineConfigurationInput } from '../../generated/resolvers.ts';
import { withoutNulls } from '../../rest/body.ts';
import { RestError } from '../../rest/client.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /fine-configuration routes. */
export class FineConfigurationsSource extends RestDataSource {
  readonly byId = this.loaderByIds('/fine-configuration', (row) => row.fineConfigurationId);

  list(): Promise<FineConfigurationResponse[]> {
    return this.get('/fine-configuration');
  }

  /** The newest active tier, or null when none is active (the api's 404). */
  async lastActive(): Promise<FineConfigurationResponse | null> {
    try {
      return await this.get('/fine-configuration/last-active');
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  }

  create(input: FineConfigurationInput): Promise<FineConfigurationResponse> {
    const body: FineConfigurationBody = withoutNulls(input);
    return this.post('/fine-configuration', { body });
  }

  update(id: string, input: FineConfigurationInput): Promise<FineConfigurationResponse> {
    const body: FineConfigurationBody = withoutNulls(input);
    return this.put('/fine-configuration/{id}', { path: { id }, body });
  }

  async remove(id: string): Promise<void> {
    await this.delete('/fine-configuration/{id}', { path: { id } });
  }
}
