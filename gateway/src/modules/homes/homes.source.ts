import type {
  MyReadingsTodayResponse,
  ReceiptsTodayResponse,
  UnreadZoneResponse,
} from '@agua/domain/contracts/home';
import type { QueryUnreadMetersPageArgs } from '../../generated/resolvers.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's reads behind the homes and the "por ler" list (docs/domain.md "Homes by role"). */
export class HomesSource extends RestDataSource {
  unreadByZone(month: string): Promise<UnreadZoneResponse[]> {
    return this.get('/reading/unread/by-zone', { query: { month } });
  }

  unreadPage(args: QueryUnreadMetersPageArgs) {
    return this.getPage('/reading/unread', {
      query: { zoneId: Number(args.zoneId), month: args.month, page: args.page, size: args.size },
    });
  }

  myReadingsToday(): Promise<MyReadingsTodayResponse> {
    return this.get('/reading/mine/today');
  }

  receiptsToday(): Promise<ReceiptsTodayResponse> {
    return this.get('/receipt/today');
  }
}
