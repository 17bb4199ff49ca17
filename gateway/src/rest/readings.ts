import { RestDataSource } from './data-source.ts';

/** The api's /reading routes. */
export class ReadingsSource extends RestDataSource {
  count(): Promise<number> {
    return this.countOf('/reading');
  }
}
