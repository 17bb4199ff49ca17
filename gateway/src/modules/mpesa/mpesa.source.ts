import type { MpesaPaymentCreateBody, MpesaPaymentResponse } from '@agua/domain/contracts/mpesa-payment';
import type {
  StatementAttachBody,
  StatementAttachResponse,
  StatementLineResponse,
  StatementMatch,
  StatementResponse,
  StatementSummaryResponse,
} from '@agua/domain/contracts/mpesa-statement';
import type { AttachMpesaStatementLineInput, RequestMpesaPaymentInput } from '../../generated/resolvers.ts';
import { RestError } from '../../rest/client.ts';
import { type Id, type Page, RestDataSource } from '../../rest/data-source.ts';

/** The api's /mpesa-payment routes, and /mpesa-statement (the statement reconciliation; uploads go by /files). */
export class MpesaPaymentsSource extends RestDataSource {
  readonly byId = this.loaderByIds('/mpesa-payment', (row) => row.id);

  async page(args: {
    page: number;
    size: number;
    search?: string | null;
    status?: readonly string[] | null;
    clientId?: Id | null;
  }): Promise<Page<MpesaPaymentResponse>> {
    const result = await this.getPage('/mpesa-payment', {
      query: {
        page: args.page,
        size: args.size,
        q: args.search || undefined,
        status: args.status?.length ? args.status.join(',') : undefined,
        clientIds: args.clientId,
      },
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
    const created = await this.post('/mpesa-payment', { body });
    this.byId.prime(String(created.id), created);
    return created;
  }

  async reverse(id: Id): Promise<MpesaPaymentResponse> {
    const reversed = await this.post('/mpesa-payment/{id}/reverse', { path: { id } });
    this.byId.clear(String(reversed.id)).prime(String(reversed.id), reversed);
    return reversed;
  }

  statements(args: { page: number; size: number }): Promise<Page<StatementSummaryResponse>> {
    return this.getPage('/mpesa-statement', { query: { page: args.page, size: args.size } });
  }

  /** null when there is no such statement. */
  async statement(id: Id): Promise<StatementResponse | null> {
    try {
      return await this.get('/mpesa-statement/{id}', { path: { id } });
    } catch (error) {
      if (error instanceof RestError && error.status === 404) return null;
      throw error;
    }
  }

  /** A page of a statement's lines (the api refuses a size over its bound, and a group it does not know). */
  statementLines(
    id: Id,
    args: { match?: string | null; page: number; size: number },
  ): Promise<Page<StatementLineResponse>> {
    return this.getPage('/mpesa-statement/{id}/lines', {
      path: { id },
      query: {
        match: (args.match || undefined) as StatementMatch | undefined,
        page: args.page,
        size: args.size,
      },
    });
  }

  attachLine(input: AttachMpesaStatementLineInput): Promise<StatementAttachResponse> {
    const body: StatementAttachBody = {
      clientId: Number(input.clientId),
      ...(input.contractId ? { contractId: Number(input.contractId) } : {}),
    };
    return this.post('/mpesa-statement/{id}/lines/{lineId}/attach', {
      path: { id: input.statementId, lineId: input.lineId },
      body,
    });
  }
}
