import { messages } from '@agua/domain/messages';
import { useId, useState } from 'react';
import { controlClass, labelClass } from '../../ui/form/field-styles.ts';
import type { StoredStop } from './route-db.ts';

const p = messages.readingRoute.page;
const MAX_SHOWN = 8;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-PT');

/** Search a house by meter number (serial or id) or client name; picking one goes to it. */
export function RouteSearch({ stops, onPick }: { stops: StoredStop[]; onPick: (position: number) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const wanted = fold(text.trim());
  const found = wanted
    ? stops
        .filter((stop) =>
          [stop.serial, stop.meterId, stop.client].some((value) => fold(value).includes(wanted)),
        )
        .slice(0, MAX_SHOWN)
    : [];
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {p.search}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${controlClass()} mt-1 min-h-11 px-3`}
        autoComplete="off"
      />
      {wanted && (
        <ul className="mt-1 divide-y divide-line rounded-lg border border-line bg-surface">
          {found.length === 0 && <li className="px-3 py-2 text-sm text-ink-muted">{p.empty}</li>}
          {found.map((stop) => (
            <li key={stop.meterId}>
              <button
                type="button"
                className="w-full px-3 py-2.5 text-left text-sm hover:bg-surface-muted"
                onClick={() => {
                  onPick(stop.position);
                  setText('');
                }}
              >
                <span className="font-medium text-ink">{stop.client}</span>
                <span className="block text-xs text-ink-muted">
                  {p.meter} {stop.serial} · {stop.address}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
