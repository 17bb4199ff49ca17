import { RestDataSource } from '../../rest/data-source.ts';
import { withoutNullActive } from './fine-configurations.source.ts';

/** `GET /invoice-configuration` rows (the GraphQL InvoiceConfiguration). */
export interface InvoiceConfigurationRest {
  invoiceConfigurationId: number;
  description: string;
  minInterval: number;
  maxInterval: number;
  active: boolean;
  createdAt: string;
}

export interface InvoiceConfigurationFieldsRest {
  description: string;
  minInterval: number;
  maxInterval: number;
  active?: boolean | null;
}

/** The api's /invoice-configuration routes (the Factura tab). */
export class InvoiceConfigurationsSource extends RestDataSource {
  readonly byId = this.loaderByIds<InvoiceConfigurationRest>(
    '/invoice-configuration',
    (row) => row.invoiceConfigurationId,
  );

  list(): Promise<InvoiceConfigurationRest[]> {
    return this.get<InvoiceConfigurationRest[]>('/invoice-configuration');
  }

  create(input: InvoiceConfigurationFieldsRest): Promise<InvoiceConfigurationRest> {
    return this.post<InvoiceConfigurationRest>('/invoice-configuration', withoutNullActive(input));
  }

  update(id: string, input: InvoiceConfigurationFieldsRest): Promise<InvoiceConfigurationRest> {
    return this.put<InvoiceConfigurationRest>(
      `/invoice-configuration/${encodeURIComponent(id)}`,
      withoutNullActive(input),
    );
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/invoice-configuration/${encodeURIComponent(id)}`);
  }
}
