import type { ReadingCaptureResponse, ReadingPhotoBody } from '@agua/domain/contracts/reading-route';
import { messages } from '@agua/domain/messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { readingCaptures } from './capture-tables.ts';
import { PHOTO_MAX_BYTES, type PhotoStore, sniffImage } from './photo-store.ts';
import { readings } from './tables.ts';

const m = messages.readingRoute.api;

/**
 * The photo of a register and how a reading was taken on the phone (docs/domain.md "Offline reading route"): the
 * phone sends the photo once its reading is stored; an administrator reads both back, never through a public URL.
 */
export function createPhotoService(db: Database, store: PhotoStore) {
  async function captureOf(readingId: number) {
    const [row] = await db.select().from(readingCaptures).where(eq(readingCaptures.readingId, readingId));
    return row;
  }

  return {
    async store(clientReadingId: string, body: ReadingPhotoBody, actor: Actor) {
      const bytes = new Uint8Array(Buffer.from(body.data, 'base64'));
      if (bytes.length > PHOTO_MAX_BYTES) throw new HttpError(413, m.photoTooLarge);
      // The bytes decide, not the declared type: a text file named .jpg is refused.
      const type = sniffImage(bytes);
      if (!type || type !== body.contentType) throw badRequest(m.photoNotImage);
      const [capture] = await db
        .select({ readingId: readingCaptures.readingId, author: readings.userCreated })
        .from(readingCaptures)
        .innerJoin(readings, eq(readings.id, readingCaptures.readingId))
        .where(eq(readingCaptures.clientReadingId, clientReadingId));
      if (!capture) throw notFound(m.captureNotFound);
      if (actor.role !== 'ADMIN' && capture.author !== actor.userId) throw forbidden(m.photoNotYours);
      await store.put(clientReadingId, bytes, type);
      await db
        .update(readingCaptures)
        .set({ photoType: type, photoBytes: bytes.length })
        .where(eq(readingCaptures.clientReadingId, clientReadingId));
      return { clientReadingId, readingId: capture.readingId, bytes: bytes.length };
    },

    async capture(readingId: number): Promise<ReadingCaptureResponse> {
      const row = await captureOf(readingId);
      if (!row) throw notFound(m.captureNotFound);
      return {
        readingId,
        clientReadingId: row.clientReadingId,
        note: row.note,
        latitude: row.latitude,
        longitude: row.longitude,
        accuracyMeters: row.accuracyMeters,
        capturedAt: row.capturedAt?.toISOString() ?? null,
        hasPhoto: row.photoType !== null,
      };
    },

    async photo(readingId: number) {
      const row = await captureOf(readingId);
      const bytes = row?.photoType ? await store.get(row.clientReadingId) : null;
      if (!row?.photoType || !bytes) throw notFound(m.photoNotFound);
      const extension = row.photoType.slice('image/'.length).replace('jpeg', 'jpg');
      return {
        fileName: `leitura-${readingId}.${extension}`,
        contentType: row.photoType,
        file: Buffer.from(bytes).toString('base64'),
      };
    },
  };
}
