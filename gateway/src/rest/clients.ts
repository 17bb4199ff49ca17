import { RestDataSource } from './data-source.ts';

/** The api's /client routes. */
export class ClientsSource extends RestDataSource {
  count(): Promise<number> {
    return this.countOf('/client');
  }
}
