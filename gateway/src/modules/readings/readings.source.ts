import type {
  PreviousReadingResponse,
  ReadingBulkUpdateBody,
  ReadingBulkUpdateCountResponse,
  ReadingCreateBody,
  ReadingCreatedResponse,
  ReadingResponse,
  ReadingState,
  ReadingUpdateBody,
} from '@agua/domain/contracts/reading';
import type {
  CreateReadingInput,
  QueryReadingsPageArgs,
  ReadingsFilterInput,
  UpdateReadingInput,
} from '../../generated/resolvers.ts';
import { type Id, type Page, RestDataSource } from '../../rest/data-source.ts';

/** The api's /reading routes. */
export class ReadingsSource extends RestDataSource {
  readonly byId = this.loaderByIds('/reading', (row) => row.readingId);

  /** Every reading of each client (all its meters, replaced ones included), latest period first. */
  readonly byClientId = this.loaderByForeignKey('/reading', 'clientIds', (row) => row.clientId, {
    sort: 'period,desc',
  });

  count(): Promise<number> {
    return this.countOf('/reading/count');
  }

  /** One reading; the api's 404 reaches the client as NOT_FOUND. */
  one(id: Id): Promise<ReadingResponse> {
    return this.get('/reading/{id}', { path: { id } });
  }

  /** Newest period first, as the reading screens list them. */
  list(filters: { zoneId?: Id | null; state?: ReadingState | null }): Promise<ReadingResponse[]> {
    return this.get('/reading', {
      query: { zoneId: filters.zoneId, state: filters.state, sort: 'createdAt,desc' },
    });
  }

  /** One page for the list screen; its rows prime byId. */
  async page(args: QueryReadingsPageArgs): Promise<Page<ReadingResponse>> {
    const result = await this.getPage('/reading', {
      query: {
        page: args.page,
        size: args.size,
        q: args.search || undefined,
        sort: args.sort || 'readingId,desc',
        zoneId: args.zoneId,
        state: args.state,
        flagged: args.flagged == null ? undefined : args.flagged ? 'true' : 'false',
      },
    });
    for (const row of result.rows) this.byId.prime(String(row.readingId), row);
    return result;
  }

  // previousReading and monthReading of one form read the same answer: one REST call per request.
  private readonly periodAnswers = new Map<string, Promise<PreviousReadingResponse>>();

  private period(meterId: Id, readingYear: number, readingMonth: number): Promise<PreviousReadingResponse> {
    const key = `${meterId}/${readingYear}/${readingMonth}`;
    let answer = this.periodAnswers.get(key);
    if (!answer) {
      answer = this.get('/reading/meter/{meterId}/previous', {
        path: { meterId },
        query: { readingYear, readingMonth },
      });
      this.periodAnswers.set(key, answer);
    }
    return answer;
  }

  /** Where the index is expected: the same answer as previous(), one REST call per request. */
  async expectation(meterId: Id, readingYear: number, readingMonth: number) {
    const answer = await this.period(meterId, readingYear, readingMonth);
    return {
      previousReading: answer.previousReading,
      digits: answer.digits,
      averageConsumption: answer.averageConsumption,
      expectedLow: answer.expectedLow,
      expectedHigh: answer.expectedHigh,
    };
  }

  /** Leituras estimadas e assinaladas por zona. */
  flaggedByZone(readingYear: number, readingMonth: number) {
    return this.get('/reading/report/flagged-by-zone', { query: { readingYear, readingMonth } });
  }

  /** A meter's readings, latest first. */
  ofMeter(meterId: Id): Promise<ReadingResponse[]> {
    return this.get('/reading', { query: { meterIds: [meterId], sort: 'period,desc', size: 500 } });
  }

  async previous(meterId: Id, readingYear: number, readingMonth: number): Promise<number> {
    return (await this.period(meterId, readingYear, readingMonth)).previousReading;
  }

  /** The meter's live reading of the month, or null while the month is not read. */
  async ofMonth(meterId: Id, readingYear: number, readingMonth: number): Promise<ReadingResponse | null> {
    const { monthReadingId } = await this.period(meterId, readingYear, readingMonth);
    return monthReadingId === null ? null : this.byId.load(String(monthReadingId));
  }

  /** The api issues the reading's invoice in the same transaction and answers both. */
  create(input: CreateReadingInput): Promise<ReadingCreatedResponse> {
    const { currentReading, anomalyCode, ...period } = input;
    const body: ReadingCreateBody = {
      ...period,
      meterId: Number(input.meterId),
      ...(currentReading == null || currentReading === '' ? {} : { currentReading }),
      ...(anomalyCode ? { anomalyCode } : {}),
    };
    return this.post('/reading', { body });
  }

  /** The state is sent only when given (administrators only, which the api checks). */
  update(id: Id, input: UpdateReadingInput): Promise<ReadingResponse> {
    const { state, ...fields } = input;
    const body: ReadingUpdateBody = { ...fields, ...(state ? { state } : {}) };
    return this.put('/reading/{id}', { path: { id }, body });
  }

  bulkUpdate(
    readingIds: readonly Id[],
    state: ReadingState,
    includeFlagged = false,
  ): Promise<ReadingResponse[]> {
    const body: ReadingBulkUpdateBody = { readingIds: readingIds.map(Number), state, includeFlagged };
    // The route answers the readings changed when given their ids, and how many changed when given a filter.
    return this.put('/reading/bulk-update', { body }) as Promise<ReadingResponse[]>;
  }

  /** Every reading matching the filter (the list's zone and search), however many; answers how many changed. */
  async bulkUpdateMatching(
    filter: ReadingsFilterInput,
    state: ReadingState,
    includeFlagged = false,
  ): Promise<{ updated: number; flaggedLeftPending: number }> {
    const body: ReadingBulkUpdateBody = {
      filter: {
        // Only PENDING readings may be changed by filter; the api refuses another state with its own message.
        state: filter.state as 'PENDING',
        ...(filter.zoneId == null ? {} : { zoneId: Number(filter.zoneId) }),
        ...(filter.search ? { q: filter.search } : {}),
      },
      state,
      includeFlagged,
    };
    const answer = (await this.put('/reading/bulk-update', { body })) as ReadingBulkUpdateCountResponse;
    return { updated: answer.updated, flaggedLeftPending: answer.flaggedLeftPending };
  }
}
