import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { panel } from './reading-styles.ts';

const c = messages.readingRoute.capture;

const ReadingCaptureQuery = graphql(`
  query ReadingCapture($readingId: ID!) {
    readingCapture(readingId: $readingId) {
      readingId
      note
      latitude
      longitude
      accuracyMeters
      hasPhoto
      photo
    }
  }
`);

/**
 * Beside a reading being reviewed (administrators): how the technician's phone took it on the offline route — the
 * note, the GPS fix and the photo of the register (docs/domain.md "Offline reading route"). Nothing for a reading
 * typed elsewhere.
 */
export function ReadingCapturePanel({ readingId }: { readingId: string }) {
  const { data } = useQuery(ReadingCaptureQuery, { variables: { readingId }, context: { toast: false } });
  const capture = data?.readingCapture;
  if (!capture) return null;
  const { latitude, longitude } = capture;
  return (
    <section aria-label={c.title} className={panel}>
      <h2 className="text-base font-semibold text-ink">{c.title}</h2>
      {latitude != null && longitude != null ? (
        <p className="text-sm text-ink">
          {c.gps(latitude.toFixed(5), longitude.toFixed(5), capture.accuracyMeters ?? null)}{' '}
          <a
            className="font-medium text-brand-700 underline dark:text-brand-300"
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`}
            target="_blank"
            rel="noreferrer"
          >
            {c.map}
          </a>
        </p>
      ) : (
        <p className="text-sm text-ink-muted">{c.noGps}</p>
      )}
      {capture.note && (
        <p className="text-sm text-ink">
          <span className="font-medium">{c.note}:</span> {capture.note}
        </p>
      )}
      {capture.photo ? (
        <img src={capture.photo} alt={c.photoAlt} className="max-h-96 rounded-lg border border-line" />
      ) : (
        <p className="text-sm text-ink-muted">{c.noPhoto}</p>
      )}
    </section>
  );
}
