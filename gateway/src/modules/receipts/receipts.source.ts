import type {
  PaymentMethodOptionResponse,
  ReceiptCreateBody,
  ReceiptResponse,
  ReceiptUpdateBody,
} from '@agua/domain/contracts/receipt';
import { messages } from '@agua/domain/messages';
import { toMeticais } from '@agua/domain/money';
import type { PayInvoicesInput, UpdateReceiptInput } from '../../generated/resolvers.ts';
import { RestError } from '../../rest/client.ts';
import { type Id, type ListArgs, type Page, RestDataSource } from '../../rest/data-source.ts';

/** The api's /receipt routes. */
export class ReceiptsSource extends RestDataSource {
  readonly byId = this.loaderByIds('/receipt', (row) => row.receiptID);

  /** Every receipt of each client, newest first: one `GET /receipt?clientIds=…` per batch. */
  readonly byClientId = this.loaderByForeignKey('/receipt', 'clientIds', (row) => row.clientId, {
    sort: 'receiptID,desc',
  });

  /** One page; its rows prime byId. */
  async page({
    page,
    size,
    search,
    sort,
    clientId,
  }: ListArgs & { clientId?: Id | null }): Promise<Page<ReceiptResponse>> {
    const result = await this.getPage('/receipt', {
      query: { page, size, q: search || undefined, sort: sort ?? 'receiptID,desc', clientIds: clientId },
    });
    for (const row of result.rows) this.byId.prime(String(row.receiptID), row);
    return result;
  }

  paymentMethods(): Promise<PaymentMethodOptionResponse[]> {
    return this.get('/receipt/payment-methods');
  }

  /**
   * Pays; the Idempotency-Key travels as the api's header, so a repeated attempt (same key, same body) answers the
   * first receipt instead of paying twice.
   */
  async pay(input: PayInvoicesInput): Promise<ReceiptResponse> {
    const body: ReceiptCreateBody = {
      clientId: Number(input.clientId),
      invoiceIds: input.invoiceIds.map(Number),
      amount: toMeticais(input.amount),
      paymentMethod: input.paymentMethod as ReceiptCreateBody['paymentMethod'],
      purpose: input.purpose ?? undefined,
      ...(input.partial ? { partial: true } : {}),
    };
    const receipt = await this.post('/receipt', {
      body,
      headers: { 'idempotency-key': input.idempotencyKey },
    });
    this.forget(receipt);
    return receipt;
  }

  async update(id: Id, input: UpdateReceiptInput): Promise<ReceiptResponse> {
    const body: ReceiptUpdateBody = {
      paymentMethod: input.paymentMethod as ReceiptUpdateBody['paymentMethod'],
      purpose: input.purpose ?? undefined,
    };
    const receipt = await this.put('/receipt/{id}', { path: { id }, body });
    this.forget(receipt);
    return receipt;
  }

  /** Reverses (the api answers 204) and reads the receipt back, now marked reversed. */
  async reverse(id: Id, reason: string): Promise<ReceiptResponse> {
    await this.delete('/receipt/{id}', { path: { id }, query: { reason } });
    this.byId.clear(String(id));
    const receipt = await this.byId.load(id);
    if (!receipt)
      throw new RestError(404, {
        statusCode: 404,
        error: 'Not Found',
        message: messages.receipts.api.receiptNotFound,
      });
    this.forget(receipt);
    return receipt;
  }

  /** A changed receipt invalidates what this request cached about it and its client. */
  private forget(receipt: ReceiptResponse): void {
    this.byId.clear(String(receipt.receiptID)).prime(String(receipt.receiptID), receipt);
    this.byClientId.clear(String(receipt.clientId));
  }
}
