import type { InvoiceCreateBody, InvoiceResponse } from '@agua/domain/contracts/invoice';
import { RestError } from '../../rest/client.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** The api's /invoice routes. */
export class InvoicesSource extends RestDataSource {
  /** Unpaid invoices per contract, one `GET /invoice?contractIds=…&unpaid=true` per batch (a client's debts). */
  readonly unpaidByContractId = this.loaderByForeignKey<InvoiceResponse>(
    '/invoice',
    'contractIds',
    (row) => row.contractId,
    { unpaid: true },
  );

  count(): Promise<number> {
    return this.countOf('/invoice');
  }

  /** A reading's invoice, or null when none was issued. */
  async byReading(readingId: Id): Promise<InvoiceResponse | null> {
    try {
      return await this.get<InvoiceResponse>(`/invoice/by-reading/${encodeURIComponent(String(readingId))}`);
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  }

  create(readingId: Id): Promise<InvoiceResponse> {
    const body: InvoiceCreateBody = { readingId: Number(readingId) };
    return this.post<InvoiceResponse>('/invoice', body);
  }
}
