import type { ClientImportJobResponse, ClientImportResponse } from '@agua/domain/contracts/import';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** The api's /import routes (administrators only). The template and the upload go through /files. */
export class ImportsSource extends RestDataSource {
  list(): Promise<ClientImportResponse[]> {
    return this.get('/import/clients');
  }

  /** The imports not finished, and those failed lately (the api decides which). */
  unfinished(): Promise<ClientImportJobResponse[]> {
    return this.get('/import/clients/unfinished');
  }

  /** One import queued by its upload: state and progress. */
  find(importId: Id): Promise<ClientImportJobResponse> {
    return this.get('/import/clients/{importId}', { path: { importId } });
  }
}
