import { RestError } from '../../rest/client.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** An invoice as the api answers it (GET /invoice/...). */
export interface InvoiceRest {
  invoiceId: number;
  readingId: number;
  contractId: number;
  description: string | null;
  paymentMethod: string | null;
  limitDate: string;
  paymentDate: string | null;
  paymentStatus: string | null;
  amount: number;
  fineAmount: number;
  totalAmount: number;
  finePercentage: number;
  receiptId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The api's /invoice routes. */
export class InvoicesSource extends RestDataSource {
  /** Unpaid invoices per contract, one `GET /invoice?contractIds=…&unpaid=true` per batch (a client's debts). */
  readonly unpaidByContractId = this.loaderByForeignKey<InvoiceRest>(
    '/invoice',
    'contractIds',
    (row) => row.contractId,
    { unpaid: true },
  );

  count(): Promise<number> {
    return this.countOf('/invoice');
  }

  /** A reading's invoice, or null when none was issued. */
  async byReading(readingId: Id): Promise<InvoiceRest | null> {
    try {
      return await this.get<InvoiceRest>(`/invoice/by-reading/${encodeURIComponent(String(readingId))}`);
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  }

  create(readingId: Id): Promise<InvoiceRest> {
    return this.post<InvoiceRest>('/invoice', { readingId: Number(readingId) });
  }
}
