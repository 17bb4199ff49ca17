import type { PasswordChangeFormValues } from '@agua/domain/contracts/password';
import { messages } from '@agua/domain/messages';
import { useMemo, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { ErrorAlert } from '../alert.tsx';
import { Button } from '../button.tsx';
import { lazyResolver } from '../form/lazy-resolver.ts';
import { PasswordStrength } from '../form/password-strength.tsx';
import { TextField } from '../form/text-field.tsx';

const t = messages.account.password;

/** The api's answer to a change: null when done, else its refusal (a message, or reasons by field). */
export type PasswordChangeRefusal = {
  message: string | null;
  inputErrors: { field: string; message: string }[];
};

interface PasswordChangeFormProps {
  /** Whose password: the username and name count against the new one. */
  person: { username: string; name: string };
  submitLabel: string;
  onSubmit(values: { currentPassword: string; newPassword: string }): Promise<PasswordChangeRefusal | null>;
}

const EMPTY: PasswordChangeFormValues = { currentPassword: '', newPassword: '', confirmation: '' };

/**
 * Alterar senha: the current password, the new one with its strength meter, and the new one again. Used in
 * Definições and at first sign-in; the rules are the domain's, loaded with the first focus.
 */
export function PasswordChangeForm({ person, submitLabel, onSubmit }: PasswordChangeFormProps) {
  const { username, name } = person;
  const rules = useMemo(
    () =>
      lazyResolver(async () =>
        (await import('./password-change-resolver.ts')).passwordChangeResolver({ username, name }),
      ),
    [username, name],
  );
  const form = useForm<PasswordChangeFormValues>({ resolver: rules.resolver, defaultValues: EMPTY });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setRefusal(null);
    const refused = await onSubmit({ currentPassword, newPassword });
    if (!refused) {
      form.reset(EMPTY);
      return;
    }
    for (const error of refused.inputErrors)
      form.setError(error.field as Path<PasswordChangeFormValues>, { message: error.message });
    if (refused.inputErrors.length === 0) setRefusal(refused.message ?? t.failed);
  });

  return (
    <form onSubmit={submit} onFocus={rules.preload} noValidate className="space-y-4">
      {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={person.username} readOnly hidden />
      <TextField
        label={t.current}
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <div>
        <TextField
          label={t.new}
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordStrength
          password={form.watch('newPassword')}
          userInputs={[person.username, ...person.name.split(/\s+/)]}
        />
      </div>
      <TextField
        label={t.confirmation}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmation?.message}
        {...form.register('confirmation')}
      />
      <Button type="submit" disabled={isSubmitting} busy={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
