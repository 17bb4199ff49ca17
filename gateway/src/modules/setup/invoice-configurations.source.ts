import type {
  InvoiceConfigurationBody,
  InvoiceConfigurationResponse,
} from '@agua/domain/contracts/invoice-configuration';
import type { InvoiceConfigurationInput } from '../../generated/resolvers.ts';
import { withoutNulls } from '../../rest/body.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /invoice-configuration routes (the Factura tab). */
export class InvoiceConfigurationsSource extends RestDataSource {
  readonly byId = this.loaderByIds('/invoice-configuration', (row) => row.invoiceConfigurationId);

  list(): Promise<InvoiceConfigurationResponse[]> {
    return this.get('/invoice-configuration');
  }

  create(input: InvoiceConfigurationInput): Promise<InvoiceConfigurationResponse> {
    const body: InvoiceConfigurationBody = withoutNulls(input);
    return this.post('/invoice-configuration', { body });
  }

  update(id: string, input: InvoiceConfigurationInput): Promise<InvoiceConfigurationResponse> {
    const body: InvoiceConfigurationBody = withoutNulls(input);
    return this.put('/invoice-configuration/{id}', { path: { id }, body });
  }

  async remove(id: string): Promise<void> {
    await this.delete('/invoice-configuration/{id}', { path: { id } });
  }
}
