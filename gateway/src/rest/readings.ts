import { type Id, type Page, RestDataSource } from './data-source.ts';
import type { InvoiceRest } from './invoices.ts';

export type ReadingStateRest = 'PENDING' | 'APPROVED' | 'CANCELED';

/** A reading as the api answers it (GET /reading). */
export interface ReadingRest {
  readingId: number;
  meterId: number;
  clientId: number;
  clientName: string;
  zoneId: number;
  readingMonth: number;
  readingYear: number;
  previousReading: number;
  currentReading: number;
  consumption: number;
  state: ReadingStateRest;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  userCreated: number | null;
  userChanged: number | null;
}

/** `POST /reading` answers the new reading and the invoice issued with it. */
export type ReadingCreatedRest = ReadingRest & { invoice: InvoiceRest };

export interface ReadingFieldsRest {
  readingMonth: number;
  readingYear: number;
  currentReading: string;
  state?: ReadingStateRest | null;
}

/** The api's /reading routes. */
export class ReadingsSource extends RestDataSource {
  readonly byId = this.loaderByIds<ReadingRest>('/reading', (row) => row.readingId);

  count(): Promise<number> {
    return this.countOf('/reading');
  }

  /** One reading; the api's 404 reaches the client as NOT_FOUND. */
  one(id: Id): Promise<ReadingRest> {
    return this.get<ReadingRest>(`/reading/${encodeURIComponent(String(id))}`);
  }

  /** Newest period first, as the reading screens list them. */
  list(filters: { zoneId?: Id | null; state?: ReadingStateRest | null }): Promise<ReadingRest[]> {
    return this.get<ReadingRest[]>('/reading', {
      zoneId: filters.zoneId ?? undefined,
      state: filters.state ?? undefined,
      sort: 'createdAt,desc',
    });
  }

  /** One page for the list screen; its rows prime byId. */
  async page(args: {
    page: number;
    size: number;
    search?: string | null;
    sort?: string | null;
    zoneId?: Id | null;
    state?: ReadingStateRest | null;
  }): Promise<Page<ReadingRest>> {
    const result = await this.getPage<ReadingRest>('/reading', {
      page: args.page,
      size: args.size,
      q: args.search || undefined,
      sort: args.sort || 'readingId,desc',
      zoneId: args.zoneId ?? undefined,
      state: args.state ?? undefined,
    });
    for (const row of result.rows) this.byId.prime(String(row.readingId), row);
    return result;
  }

  async previous(meterId: Id, readingYear: number, readingMonth: number): Promise<number> {
    const answer = await this.get<{ previousReading: number }>(
      `/reading/meter/${encodeURIComponent(String(meterId))}/previous`,
      { readingYear, readingMonth },
    );
    return answer.previousReading;
  }

  /** The api issues the reading's invoice in the same transaction and answers both. */
  create(input: Omit<ReadingFieldsRest, 'state'> & { meterId: Id }): Promise<ReadingCreatedRest> {
    return this.post<ReadingCreatedRest>('/reading', { ...input, meterId: Number(input.meterId) });
  }

  update(id: Id, input: ReadingFieldsRest): Promise<ReadingRest> {
    const { state, ...fields } = input;
    return this.put<ReadingRest>(`/reading/${encodeURIComponent(String(id))}`, {
      ...fields,
      ...(state ? { state } : {}),
    });
  }

  bulkUpdate(readingIds: readonly Id[], state: ReadingStateRest): Promise<ReadingRest[]> {
    return this.put<ReadingRest[]>('/reading/bulk-update', { readingIds: readingIds.map(Number), state });
  }

  /** Every reading matching the filter (the list's zone and search), however many; answers how many changed. */
  async bulkUpdateMatching(
    filter: { state: ReadingStateRest; zoneId?: Id | null; search?: string | null },
    state: ReadingStateRest,
  ): Promise<number> {
    const answer = await this.put<{ updated: number }>('/reading/bulk-update', {
      filter: {
        state: filter.state,
        ...(filter.zoneId == null ? {} : { zoneId: Number(filter.zoneId) }),
        ...(filter.search ? { q: filter.search } : {}),
      },
      state,
    });
    return answer.updated;
  }
}
