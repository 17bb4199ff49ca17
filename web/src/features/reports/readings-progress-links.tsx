import { messages } from '@agua/domain/messages';
import { Link } from 'react-router';
import { useAreaPath } from '../../lib/area.tsx';

const t = messages.homes.unread;

/**
 * Under "Progresso das leituras": each zone with meters left to read links to Listar Leituras' "por ler" list of its
 * month (features/readings/readings-list-page.tsx reads `zona` and `porLer`), which answers the api's one rule.
 */
export function ReadingsProgressLinks({
  rows,
}: {
  rows: readonly {
    zoneId: string | number;
    zoneName: string;
    month: string;
    expected: number;
    registered: number;
  }[];
}) {
  const toArea = useAreaPath();
  const behind = rows.filter((row) => row.registered < row.expected);
  if (behind.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" data-testid="readings-progress-links">
      {behind.map((row) => (
        <li key={row.zoneId}>
          <Link
            to={toArea(
              `readings/list?zona=${encodeURIComponent(String(row.zoneId))}&porLer=${encodeURIComponent(row.month)}`,
            )}
            className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            {t.progressLink(row.zoneName)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
