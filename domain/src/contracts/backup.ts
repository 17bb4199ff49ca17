import { z } from 'zod';
import { instantSchema } from './common.ts';

export const BACKUP_TRIGGERS = ['SCHEDULED', 'MANUAL'] as const;
export const BACKUP_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;

/** One snapshot of the database (Cópias de Segurança), as listed. */
export const backupResponseSchema = z
  .object({
    backupId: z.number().int(),
    trigger: z
      .enum(BACKUP_TRIGGERS)
      .describe('SCHEDULED: the daily one; MANUAL: asked for by an administrator'),
    status: z.enum(BACKUP_STATUSES),
    requestedByName: z.string().nullable(),
    fileName: z.string().nullable(),
    createdAt: instantSchema,
    finishedAt: instantSchema.nullable(),
    durationMs: z.number().int().nullable(),
    sizeBytes: z.number().int().nullable(),
    checksum: z
      .string()
      .nullable()
      .describe("SHA-256 (hex) of the file, which is also the file's last 32 bytes"),
    tables: z.number().int().nullable(),
    rows: z.number().int().nullable(),
    encrypted: z.boolean().describe('Encrypted with the server’s BACKUP_PASSPHRASE'),
    error: z.string().nullable().describe('Why it failed (FAILED only)'),
  })
  .meta({ id: 'Backup' });
export type BackupResponse = z.output<typeof backupResponseSchema>;

/** How this server backs up: the daily hour (Maputo), how many are kept, whether files are encrypted. */
export const backupSettingsResponseSchema = z
  .object({
    dailyHour: z.number().int().min(0).max(23).nullable().describe('null: no daily backup'),
    keep: z.number().int().positive(),
    encrypted: z.boolean(),
  })
  .meta({ id: 'BackupSettings' });
export type BackupSettingsResponse = z.output<typeof backupSettingsResponseSchema>;
