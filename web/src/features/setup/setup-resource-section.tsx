import { useApolloClient } from '@apollo/client/react';
import type { FieldValues } from 'react-hook-form';
import { SetupFields } from './setup-fields.tsx';
import type { SetupData, SetupResource } from './setup-resource.ts';
import { SetupSection } from './setup-section.tsx';
import { setupTexts } from './setup-texts.ts';
import { useSetupForm } from './use-setup-form.ts';

export interface SetupTabProps {
  data: SetupData;
  loading: boolean;
  /** Reloads the screen's query after a save. */
  onSaved: () => Promise<void>;
}

/** The tab of one setup resource: its description drives the form, the table and the save. */
export function SetupResourceSection<Row, Values extends FieldValues, Output>({
  resource,
  data,
  loading,
  onSaved,
}: SetupTabProps & { resource: SetupResource<Row, Values, Output> }) {
  const texts = setupTexts(resource.key);
  const client = useApolloClient();
  const { form, editing, editingId, submit, clear, load, saving } = useSetupForm({
    resolver: resource.resolver,
    editResolver: resource.editResolver,
    empty: resource.empty,
    toValues: resource.toValues,
    idOf: (row: Row) => String(resource.rowKey(row)),
    create: (values) => resource.create(client, values),
    update: (id, values) => resource.update(client, id, values),
    texts,
    onSaved,
  });

  return (
    <SetupSection
      addTitle={texts.addTitle}
      editTitle={texts.editTitle}
      addLabel={texts.addLabel}
      editing={editing}
      saving={saving}
      onSubmit={submit}
      onClear={clear}
      table={{
        label: texts.table,
        emptyText: texts.empty,
        columns: resource.columns(data),
        rows: resource.rows(data),
        rowKey: resource.rowKey,
        loading,
        onRowClick: load,
        activeKey: editingId,
      }}
    >
      <SetupFields fields={resource.fields} form={form} data={data} editing={editing} />
    </SetupSection>
  );
}
