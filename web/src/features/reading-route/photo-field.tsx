import { messages } from '@agua/domain/messages';
import { CameraIcon } from '@heroicons/react/20/solid';
import { useId, useState } from 'react';
import { labelClass } from '../../ui/form/field-styles.ts';
import { resizePhoto } from './photo.ts';

const p = messages.readingRoute.page;

/** The optional photo of the register: taken with the phone's camera, resized here to ≤ 200 KB (photo.ts). */
export function PhotoField({
  photo,
  onChange,
}: {
  photo: Blob | null;
  onChange: (photo: Blob | null) => void;
}) {
  const id = useId();
  const [failed, setFailed] = useState(false);
  return (
    <div>
      <span className={labelClass}>
        <CameraIcon aria-hidden="true" className="mr-1 inline size-4" />
        {p.photo}
      </span>
      {/* The browser's own file button speaks its own language ("Choose File"): a label in ours opens the camera. */}
      <label
        htmlFor={id}
        className="mt-1 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted focus-within:outline-2 focus-within:outline-sky-500"
      >
        <CameraIcon aria-hidden="true" className="size-4 text-accent" />
        {photo ? p.retakePhoto : p.takePhoto}
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label={p.photo}
          className="sr-only"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            try {
              onChange(await resizePhoto(file));
              setFailed(false);
            } catch {
              onChange(null);
              setFailed(true);
            }
          }}
        />
      </label>
      {photo && (
        <p className="mt-1 flex items-center gap-3 text-sm text-ink">
          {p.photoReady(Math.ceil(photo.size / 1024))}
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
            onClick={() => onChange(null)}
          >
            {p.removePhoto}
          </button>
        </p>
      )}
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {p.photoFailed}
        </p>
      )}
    </div>
  );
}
