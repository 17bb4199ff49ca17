import type { AuditEntryResponse } from '@agua/domain/contracts/audit';
import type { AuditFilter } from '../../generated/resolvers.ts';
import { type Page, RestDataSource } from '../../rest/data-source.ts';

/** The api's /audit route (administrators only; the api answers anyone else 403). */
export class AuditSource extends RestDataSource {
  page(
    page: number,
    size: number,
    filter: AuditFilter | null | undefined,
  ): Promise<Page<AuditEntryResponse>> {
    return this.getPage('/audit', {
      query: {
        page,
        size,
        userId: filter?.userId ?? undefined,
        entity: filter?.entity || undefined,
        entityId: filter?.entityId || undefined,
        clientId: filter?.clientId ?? undefined,
        from: filter?.from || undefined,
        to: filter?.to || undefined,
      },
    });
  }
}
