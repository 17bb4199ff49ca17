import { useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { type SavePayload, useSaveDialog } from './use-save-dialog.ts';

interface SetupFormOptions<Values extends FieldValues, Output, Row> {
  /** The shared domain rule; `editResolver` when edit mode validates differently (a user's optional password). */
  resolver: Resolver<Values, unknown, Output>;
  editResolver?: Resolver<Values, unknown, Output>;
  /** The add-mode form (and what Limpar restores). */
  empty: Values;
  /** A table row as form values, for edit mode. */
  toValues: (row: Row) => Values;
  idOf: (row: Row) => string;
  create: (values: Output) => Promise<SavePayload | null | undefined>;
  update: (id: string, values: Output) => Promise<SavePayload | null | undefined>;
  texts: { created: string; updated: string; createFailed: string; updateFailed: string };
  /** Reloads the list after a save. */
  onSaved: () => Promise<void>;
}

/**
 * The behaviour every setup tab shares: add mode by default, a row click enters edit mode,
 * a successful update or Limpar leaves it; an invalid form says so under its fields; saving goes through the
 * processing / success / error dialogs; the list reloads after a save.
 */
export function useSetupForm<Values extends FieldValues, Output, Row>(
  options: SetupFormOptions<Values, Output, Row>,
) {
  // Read at validation time, so a switch between add and edit needs no re-render of the form.
  const editingRef = useRef(false);
  const { resolver, editResolver = options.resolver } = options;
  const form = useForm<Values, unknown, Output>({
    resolver: (values, context, fieldOptions) =>
      (editingRef.current ? editResolver : resolver)(values, context, fieldOptions),
    defaultValues: options.empty as DefaultValues<Values>,
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  const save = useSaveDialog();

  const clear = () => {
    editingRef.current = false;
    setEditingId(null);
    form.reset(options.empty);
  };

  const load = (row: Row) => {
    editingRef.current = true;
    setEditingId(options.idOf(row));
    form.reset(options.toValues(row));
  };

  // The server's refused fields are marked like the form's own (field names are the form's).
  const markRefused = (errors: readonly { field: string; message: string }[]) => {
    for (const error of errors) form.setError(error.field as Path<Values>, { message: error.message });
  };

  const submit = form.handleSubmit(async (values) => {
    const { texts } = options;
    const saved = editingId
      ? await save(
          () => options.update(editingId, values),
          { success: texts.updated, failure: texts.updateFailed },
          markRefused,
        )
      : await save(
          () => options.create(values),
          { success: texts.created, failure: texts.createFailed },
          markRefused,
        );
    if (!saved) return;
    clear();
    await options.onSaved();
  });

  return {
    form,
    editing: editingId !== null,
    editingId,
    submit,
    clear,
    load,
    saving: form.formState.isSubmitting,
  };
}
