// The pages the homes link to, by their path inside the area (features/readings and features/reading-route
// declare them; a feature names another's page by its path, never by importing it).

/** Listar Leituras showing a zone's meters "por ler" in a month (readings-list-page.tsx reads `zona` and `porLer`). */
export const unreadListPath = (zoneId: string | number, month: string) =>
  `readings/list?zona=${encodeURIComponent(String(zoneId))}&porLer=${encodeURIComponent(month)}`;

export const PENDING_READINGS_PATH = 'readings/pending';
export const READING_ROUTE_PATH = 'reading-route/route';
