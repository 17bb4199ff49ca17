import { readingCreateSchema } from '@agua/domain/contracts/reading';
import type {
  ReadingBatchItem,
  ReadingBatchResponse,
  ReadingBatchResultResponse,
} from '@agua/domain/contracts/reading-route';
import { messages } from '@agua/domain/messages';
import { findPgError, pgErrorStatus } from '../../db/pg-errors.ts';
import type { Actor } from '../../http/actor.ts';
import { HttpError } from '../../http/errors.ts';
import type { ReadingService } from './service.ts';

/**
 * POST /reading/batch (docs/domain.md "Offline reading route"): each reading goes through the service's own
 * registration (service.ts createCaptured: POST /reading's rules and meter lock) in a transaction of its own, one
 * after another, so a refusal answers only its reading. A reading whose phone id is already stored is answered as
 * a success, "já gravada".
 */
export async function recordBatch(
  service: ReadingService,
  items: readonly ReadingBatchItem[],
  actor: Actor,
): Promise<ReadingBatchResponse> {
  const results: ReadingBatchResultResponse[] = [];
  for (const item of items) results.push(await recordOne(service, item, actor));
  const count = (outcome: string) => results.filter((row) => row.outcome === outcome).length;
  return {
    results,
    created: count('CREATED'),
    alreadyRecorded: count('ALREADY_RECORDED'),
    refused: count('REFUSED'),
  };
}

async function recordOne(
  service: ReadingService,
  item: ReadingBatchItem,
  actor: Actor,
): Promise<ReadingBatchResultResponse> {
  const { clientReadingId } = item;
  const refused = (statusCode: number, message: string): ReadingBatchResultResponse => ({
    clientReadingId,
    outcome: 'REFUSED',
    readingId: null,
    statusCode,
    message,
    flags: [],
  });
  // The rules POST /reading's body applies (a month in the future, a value or an anomaly), per reading.
  const parsed = readingCreateSchema.safeParse({
    meterId: item.meterId,
    readingMonth: item.readingMonth,
    readingYear: item.readingYear,
    currentReading: item.currentReading,
    anomalyCode: item.anomalyCode,
  });
  if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? messages.api.checkViolation);
  try {
    const stored = await service.createCaptured(parsed.data, actor, {
      clientReadingId,
      note: item.note ?? null,
      latitude: item.latitude ?? null,
      longitude: item.longitude ?? null,
      accuracyMeters: item.accuracyMeters ?? null,
      capturedAt: item.capturedAt ? new Date(item.capturedAt) : null,
    });
    if (stored.replayed) {
      return {
        clientReadingId,
        outcome: 'ALREADY_RECORDED',
        readingId: stored.readingId,
        statusCode: 200,
        message: messages.readingRoute.api.alreadyRecorded,
        flags: [],
      };
    }
    return {
      clientReadingId,
      outcome: 'CREATED',
      readingId: stored.reading.id,
      statusCode: 201,
      message: null,
      flags: stored.reading.flags,
    };
  } catch (error) {
    if (error instanceof HttpError) return refused(error.statusCode, error.message);
    // A rule the database enforced (pg-errors.ts) is this reading's refusal; anything else is a bug (500).
    const pg = findPgError(error);
    const status = pg && pgErrorStatus(pg);
    if (status) return refused(status.statusCode, status.message);
    throw error;
  }
}
