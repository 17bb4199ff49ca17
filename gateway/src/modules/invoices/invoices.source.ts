import type {
  InvoiceCreateBody,
  InvoiceResponse,
  InvoiceUpdateBody,
  PaymentStatusFilter,
} from '@agua/domain/contracts/invoice';
import type { UpdateInvoiceInput } from '../../generated/resolvers.ts';
import { RestError } from '../../rest/client.ts';
import { type Id, type ListArgs, type Page, RestDataSource } from '../../rest/data-source.ts';

export interface InvoicePageArgs extends ListArgs {
  zoneId?: Id | null;
  paymentStatus?: PaymentStatusFilter | null;
}

/** The api's /invoice routes. */
export class InvoicesSource extends RestDataSource {
  readonly byId = this.loaderByIds('/invoice', (row) => row.invoiceId);

  /**
   * Unpaid invoices per contract, one `GET /invoice?contractIds=…&paymentStatus=UNPAID` per batch (a client's
   * debts); each shows its fine as of today.
   */
  readonly unpaidByContractId = this.loaderByForeignKey('/invoice', 'contractIds', (row) => row.contractId, {
    paymentStatus: 'UNPAID',
  });

  count(): Promise<number> {
    return this.countOf('/invoice/count');
  }

  /** One page of one zone and/or status; its rows prime byId. */
  async page({
    page,
    size,
    search,
    sort,
    zoneId,
    paymentStatus,
  }: InvoicePageArgs): Promise<Page<InvoiceResponse>> {
    const result = await this.getPage('/invoice', {
      query: {
        page,
        size,
        q: search || undefined,
        sort: sort ?? 'invoiceId,desc',
        zoneIds: zoneId,
        paymentStatus,
      },
    });
    for (const row of result.rows) this.byId.prime(String(row.invoiceId), row);
    return result;
  }

  /** A reading's invoice, or null when none was issued. */
  async byReading(readingId: Id): Promise<InvoiceResponse | null> {
    try {
      return await this.get('/invoice/by-reading/{readingId}', { path: { readingId } });
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  }

  create(readingId: Id): Promise<InvoiceResponse> {
    const body: InvoiceCreateBody = { readingId: Number(readingId) };
    return this.post('/invoice', { body });
  }

  async update(id: Id, input: UpdateInvoiceInput): Promise<InvoiceResponse> {
    // Any other status is forwarded as sent, for the api to refuse in Portuguese.
    const body: InvoiceUpdateBody = {
      limitDate: input.limitDate,
      paymentStatus: (input.paymentStatus ?? null) as InvoiceUpdateBody['paymentStatus'],
    };
    const row = await this.put('/invoice/{id}', { path: { id }, body });
    this.forgetContract(row.contractId);
    this.byId.clear(String(id)).prime(String(id), row);
    return row;
  }

  /** After a payment, a reversal or an edit: the contract's unpaid list is read again. */
  forgetContract(contractId: Id): void {
    this.unpaidByContractId.clear(String(contractId));
  }
}
