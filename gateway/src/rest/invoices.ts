import { RestDataSource } from './data-source.ts';

/** The api's /invoice routes. */
export class InvoicesSource extends RestDataSource {
  count(): Promise<number> {
    return this.countOf('/invoice');
  }
}
