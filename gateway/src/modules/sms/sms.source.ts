import type {
  SmsMessageResponse,
  SmsMonthlyCountsResponse,
  SmsOptOutResponse,
  SmsTemplateResponse,
  SmsTemplateUpdateBody,
} from '@agua/domain/contracts/sms';
import type { UpdateSmsTemplateInput } from '../../generated/resolvers.ts';
import { type Id, type Page, RestDataSource } from '../../rest/data-source.ts';

export interface SmsMessageFilters {
  page: number;
  size: number;
  states?: readonly string[] | null;
  events?: readonly string[] | null;
  clientId?: Id | null;
  from?: string | null;
  to?: string | null;
  search?: string | null;
  sort?: string | null;
}

const list = (values?: readonly string[] | null) =>
  values && values.length > 0 ? values.join(',') : undefined;

/** The api's /sms-template, /sms-message and /sms-opt-out routes. */
export class SmsSource extends RestDataSource {
  templates(): Promise<SmsTemplateResponse[]> {
    return this.get('/sms-template');
  }

  saveTemplate(input: UpdateSmsTemplateInput): Promise<SmsTemplateResponse> {
    const body: SmsTemplateUpdateBody = {
      event: input.event,
      body: input.body,
      transliterate: input.transliterate,
      daysBefore: input.daysBefore ?? null,
    };
    return this.put('/sms-template/{event}', { path: { event: input.event }, body });
  }

  page(filters: SmsMessageFilters): Promise<Page<SmsMessageResponse>> {
    return this.getPage('/sms-message', {
      query: {
        page: filters.page,
        size: filters.size,
        states: list(filters.states),
        events: list(filters.events),
        clientIds: filters.clientId ? String(filters.clientId) : undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
        q: filters.search || undefined,
        sort: filters.sort || '-messageId',
      },
    });
  }

  byClient(clientId: Id, page: number, size: number): Promise<Page<SmsMessageResponse>> {
    return this.getPage('/sms-message/by-client/{clientId}', {
      path: { clientId: Number(clientId) },
      query: { page, size },
    });
  }

  monthlyCounts(month?: string | null): Promise<SmsMonthlyCountsResponse> {
    return this.get('/sms-message/monthly-counts', { query: { month: month || undefined } });
  }

  resend(id: Id): Promise<SmsMessageResponse> {
    return this.post('/sms-message/{id}/resend', { path: { id: Number(id) } });
  }

  optOut(clientId: Id): Promise<SmsOptOutResponse> {
    return this.get('/sms-opt-out/{clientId}', { path: { clientId: Number(clientId) } });
  }

  setOptOut(clientId: Id, optedOut: boolean): Promise<SmsOptOutResponse> {
    return this.put('/sms-opt-out/{clientId}', { path: { clientId: Number(clientId) }, body: { optedOut } });
  }
}
