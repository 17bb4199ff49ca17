import { messages } from '@agua/domain/messages';
import { PlusIcon } from '@heroicons/react/24/outline';
import { useMemo, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { emptyTariffForm, tariffFormValues } from './tariff-form.ts';
import { TariffSimulator } from './tariff-simulator.tsx';
import { TariffVersionForm } from './tariff-version-form.tsx';
import { TariffVersionList, type TariffVersionRow } from './tariff-version-list.tsx';
import { useTariffVersions } from './use-tariff-versions.ts';

const p = messages.tariffs.panel;

interface TariffPanelProps {
  contractTypes: readonly { contractTypeId: string; designation: string }[];
}

/**
 * Parametrização → Contracto → Tarifas: a type's versions, the editor of a new or unused version with its escalões,
 * and "Simular factura" (docs/domain.md "Tarifas"). A type with no version bills by its own minimum and price per m³.
 */
export function TariffPanel({ contractTypes }: TariffPanelProps) {
  const [chosen, setChosen] = useState('');
  const contractTypeId = chosen || contractTypes[0]?.contractTypeId || '';
  const tariffs = useTariffVersions(contractTypeId);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TariffVersionRow | null>(null);
  const editingVersion = tariffs.versions.find((v) => v.tariffVersionId === tariffs.editingId);
  const initial = useMemo(
    () => (editingVersion ? tariffFormValues(editingVersion) : emptyTariffForm()),
    [editingVersion],
  );
  const designation = contractTypes.find((t) => t.contractTypeId === contractTypeId)?.designation ?? '';

  return (
    <section aria-label={p.title} className="mt-8 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-ink">{p.title}</h2>
          <p className="text-sm text-ink-muted">{p.subtitle(designation)}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Dropdown
            label={p.chooseType}
            className="w-full sm:w-72"
            value={contractTypeId}
            onChange={(event) => {
              setChosen(event.target.value);
              setFormOpen(false);
              tariffs.setEditingId(null);
            }}
            options={contractTypes.map((t) => ({ value: t.contractTypeId, label: t.designation }))}
          />
          <Button
            icon={PlusIcon}
            disabled={contractTypeId === ''}
            onClick={() => {
              tariffs.setEditingId(null);
              setFormOpen(true);
            }}
          >
            {p.newVersion}
          </Button>
        </div>
      </div>
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <div className="space-y-4">
          {formOpen ? (
            <div className="rounded-xl border border-line bg-surface p-4">
              <TariffVersionForm
                initial={initial}
                editing={tariffs.editingId !== null}
                onSubmit={async (input, onRefused) => {
                  const saved = await tariffs.submit(input, onRefused);
                  if (saved) setFormOpen(false);
                  return saved;
                }}
                onCancel={() => {
                  setFormOpen(false);
                  tariffs.setEditingId(null);
                }}
              />
            </div>
          ) : null}
          {tariffs.versions.length === 0 && !tariffs.loading ? (
            <p className="rounded-xl border border-dashed border-line p-4 text-sm text-ink-muted">
              {p.none} {p.legacy}
            </p>
          ) : (
            <TariffVersionList
              versions={tariffs.versions}
              onEdit={(version) => {
                tariffs.setEditingId(version.tariffVersionId);
                setFormOpen(true);
              }}
              onDelete={setDeleting}
            />
          )}
        </div>
        {contractTypeId ? <TariffSimulator key={contractTypeId} contractTypeId={contractTypeId} /> : null}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={p.deleteVersion}
        message={p.deleteConfirm(deleting?.effectiveFrom ?? '')}
        confirmLabel={p.deleteVersion}
        cancelLabel={p.cancel}
        onConfirm={() => {
          if (deleting) void tariffs.remove(deleting.tariffVersionId);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
