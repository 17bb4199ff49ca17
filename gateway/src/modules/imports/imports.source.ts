import type { ClientImportResponse } from '@agua/domain/contracts/import';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /import routes (administrators only). The template and the upload go through /files. */
export class ImportsSource extends RestDataSource {
  list(): Promise<ClientImportResponse[]> {
    return this.get('/import/clients');
  }
}
