import type { BackupResponse, BackupSettingsResponse } from '@agua/domain/contracts/backup';
import { type Page, RestDataSource } from '../../rest/data-source.ts';

/** The api's /backup routes (administrators only). The file itself goes through /files (domain contracts/files). */
export class BackupsSource extends RestDataSource {
  page(page: number, size: number): Promise<Page<BackupResponse>> {
    return this.getPage('/backup', { query: { page, size } });
  }

  settings(): Promise<BackupSettingsResponse> {
    return this.get('/backup/settings');
  }

  request(): Promise<BackupResponse> {
    return this.post('/backup');
  }
}
