import { messages } from '@agua/domain/messages';
import { useState } from 'react';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { authInputClass } from './auth-input.ts';

const t = messages.account.signInCode;

interface CodeStepFormProps {
  onSubmit(code: string): Promise<void>;
  onBack(): void;
  /** The server's reason for refusing the last code (already in Portuguese). */
  serverError: string | null;
}

/**
 * The sign-in's second step, for an account with a second factor: the 6-digit code the authenticator app shows now,
 * or one of the recovery codes. Part of the login page's chunk: a plain input, no form library.
 */
export function CodeStepForm({ onSubmit, onBack, serverError }: CodeStepFormProps) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const alert = missing ? t.missingCode : serverError;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {alert && <ErrorAlert>{alert}</ErrorAlert>}
      <div className="space-y-1.5">
        <label htmlFor="login-code" className="block text-sm font-medium text-ink">
          {t.code}
        </label>
        <input
          id="login-code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to type on this step.
          autoFocus
          placeholder={t.codePlaceholder}
          aria-invalid={alert ? true : undefined}
          aria-describedby="login-code-hint"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className={`${authInputClass(Boolean(alert))} font-mono tracking-[0.3em]`}
        />
        <p id="login-code-hint" className="text-xs text-ink-muted">
          {t.recoveryHint}
        </p>
      </div>
      <Button type="submit" block disabled={busy} busy={busy}>
        {t.submit}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="block w-full text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t.back}
      </button>
    </form>
  );
}
