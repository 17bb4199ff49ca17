import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /cut routes. */
export class CutsSource extends RestDataSource {
  count(): Promise<number> {
    return this.countOf('/cut');
  }
}
