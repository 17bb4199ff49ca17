import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { LockClosedIcon, PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline';
import type { TariffVersionsQuery } from '../../gql/graphql.ts';
import { Button } from '../../ui/button.tsx';

const p = messages.tariffs.panel;
const c = p.columns;

export type TariffVersionRow = TariffVersionsQuery['contractType']['tariffs'][number];

/** "até 5 m³: 143,00 MZN (fixo) · 6–10 m³: 72,83 MZN/m³ · mais de 10 m³: …" */
function blocksSummary(version: TariffVersionRow): string {
  let from = 0;
  return version.blocks
    .map((block) => {
      const range =
        block.upTo === null
          ? `> ${from} m³`
          : from === 0
            ? `≤ ${block.upTo} m³`
            : `${from + 1}–${block.upTo} m³`;
      from = block.upTo ?? from;
      return block.flat
        ? `${range}: ${formatMZN(block.flat)}`
        : `${range}: ${formatMZN(block.price ?? '0')}/m³`;
    })
    .join(' · ');
}

const rate = (value: number, exemptUpTo: number | null) =>
  `${String(value).replace('.', ',')} %${exemptUpTo === null ? '' : ` (≤ ${exemptUpTo} m³ isento)`}`;

interface TariffVersionListProps {
  versions: readonly TariffVersionRow[];
  onEdit: (version: TariffVersionRow) => void;
  onDelete: (version: TariffVersionRow) => void;
}

/** The type's versions, newest first; one that priced an invoice shows it is locked instead of its actions. */
export function TariffVersionList({ versions, onEdit, onDelete }: TariffVersionListProps) {
  return (
    <ul className="space-y-3">
      {versions.map((version) => (
        <li key={version.tariffVersionId} className="rounded-xl border border-line bg-surface p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-ink">
              {c.effectiveFrom}: {formatDate(version.effectiveFrom)}
            </p>
            {version.locked ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">
                <LockClosedIcon className="size-3.5" aria-hidden="true" />
                {p.locked}
              </span>
            ) : (
              <div className="flex gap-2">
                <Button variant="secondary" icon={PencilSquareIcon} onClick={() => onEdit(version)}>
                  {p.editVersion}
                </Button>
                <Button variant="secondary" icon={TrashIcon} onClick={() => onDelete(version)}>
                  {p.deleteVersion}
                </Button>
              </div>
            )}
          </div>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-ink-muted sm:grid-cols-2">
            <div className="sm:col-span-2">
              <dt className="inline font-medium text-ink">{c.blocks}: </dt>
              <dd className="inline">{blocksSummary(version)}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-ink">{c.minimumCharge}: </dt>
              <dd className="inline">{formatMZN(version.minimumCharge)}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-ink">
                {version.fixedChargeDescription ?? c.fixedCharge}:{' '}
              </dt>
              <dd className="inline">{formatMZN(version.fixedCharge)}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-ink">{c.sanitation}: </dt>
              <dd className="inline">{rate(version.sanitationRate, version.sanitationExemptUpTo)}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-ink">{c.vat}: </dt>
              <dd className="inline">{rate(version.vatRate, version.vatExemptUpTo)}</dd>
            </div>
          </dl>
          {version.note ? (
            <p className="mt-2 text-xs text-amber-700 dark:text-amber-300">{version.note}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
