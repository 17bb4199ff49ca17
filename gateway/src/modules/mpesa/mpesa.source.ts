import type { MpesaPaymentCreateBody, MpesaPaymentResponse } from '@agua/domain/contracts/mpesa-payment';
import type { RequestMpesaPaymentInput } from '../../generated/resolvers.ts';
import { type Id, type Page, RestDataSource } from '../../rest/data-source.ts';

/** The api's /mpesa-payment routes. */
export class MpesaPaymentsSource extends RestDataSource {
  readonly byId = this.loaderByIds<MpesaPaymentResponse>('/mpesa-payment', (row) => row.id);

  async page(args: {
    page: number;
    size: number;
    search?: string | null;
    status?: readonly string[] | null;
    clientId?: Id | null;
  }): Promise<Page<MpesaPaymentResponse>> {
    const result = await this.getPage<MpesaPaymentResponse>('/mpesa-payment', {
      page: args.page,
      size: args.size,
      q: args.search || undefined,
      status: args.status?.length ? args.status.join(',') : undefined,
      clientIds: args.clientId ?? undefined,
    });
    for (const row of result.rows) this.byId.prime(String(row.id), row);
    return result;
  }

  async ask(input: RequestMpesaPaymentInput): Promise<MpesaPaymentResponse> {
    const body: MpesaPaymentCreateBody = {
      clientId: Number(input.clientId),
      invoiceIds: input.invoiceIds.map(Number),
      msisdn: input.msisdn,
    };
    const created = await this.post<MpesaPaymentResponse>('/mpesa-payment', body);
    this.byId.prime(String(created.id), created);
    return created;
  }

  async reverse(id: Id): Promise<MpesaPaymentResponse> {
    const reversed = await this.post<MpesaPaymentResponse>(
      `/mpesa-payment/${encodeURIComponent(String(id))}/reverse`,
    );
    this.byId.clear(String(reversed.id)).prime(String(reversed.id), reversed);
    return reversed;
  }
}
