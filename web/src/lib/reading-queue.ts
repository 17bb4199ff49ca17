// How many readings of the offline route (features/reading-route) wait on this device, mirrored in localStorage
// so the sign-out can warn without opening the route's IndexedDB (and its library) in the main chunk. Sign-out
// never removes this key nor the readings themselves (docs/domain.md "Offline reading route").

const KEY = 'readingQueue';

/** Readings recorded on this device and not accepted by the server yet (waiting, or refused and not discarded). */
export function unsentReadings(): number {
  const value = Number(localStorage.getItem(KEY) ?? '0');
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function setUnsentReadings(count: number): void {
  if (count > 0) localStorage.setItem(KEY, String(count));
  else localStorage.removeItem(KEY);
}
