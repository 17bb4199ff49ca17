import type {
  InvoiceConfigurationBody,
  InvoiceConfigurationResponse,
} from '@agua/domain/contracts/invoice-configuration';
import type { InvoiceConfigurationInput } from '../../generated/resolvers.ts';
import { withoutNulls } from '../../rest/body.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /invoice-configuration routes (the Factura tab). */
export class InvoiceConfigurationsSource extends RestDataSource {
  readonly byId = this.loaderByIds<InvoiceConfigurationResponse>(
    '/invoice-configuration',
    (row) => row.invoiceConfigurationId,
  );

  list(): Promise<InvoiceConfigurationResponse[]> {
    return this.get<InvoiceConfigurationResponse[]>('/invoice-configuration');
  }

  create(input: InvoiceConfigurationInput): Promise<InvoiceConfigurationResponse> {
    const body: InvoiceConfigurationBody = withoutNulls(input);
    return this.post<InvoiceConfigurationResponse>('/invoice-configuration', body);
  }

  update(id: string, input: InvoiceConfigurationInput): Promise<InvoiceConfigurationResponse> {
    const body: InvoiceConfigurationBody = withoutNulls(input);
    return this.put<InvoiceConfigurationResponse>(`/invoice-configuration/${encodeURIComponent(id)}`, body);
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/invoice-configuration/${encodeURIComponent(id)}`);
  }
}
