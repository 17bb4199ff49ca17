import { RestDataSource } from './data-source.ts';

/** The api's /cut routes. */
export class CutsSource extends RestDataSource {
  count(): Promise<number> {
    return this.countOf('/cut');
  }
}
