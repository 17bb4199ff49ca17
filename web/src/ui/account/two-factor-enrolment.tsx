import { messages } from '@agua/domain/messages';
import { lazy, Suspense, useState } from 'react';
import { ErrorAlert } from '../alert.tsx';
import { Button } from '../button.tsx';
import { TextField } from '../form/text-field.tsx';
import { Spinner } from '../spinner.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

const t = messages.account.twoFactor;

// The QR encoder arrives with the set-up, not with the page that offers it.
const QrCode = lazy(async () => ({ default: (await import('./qr-code.tsx')).QrCode }));

export type Refusal = { message: string };
export interface TwoFactorEnrolmentProps {
  /** Asks for a new secret (startTwoFactorSetup). */
  start(): Promise<{ secret: string; otpauthUri: string } | Refusal>;
  /** Confirms it with the app's first code (confirmTwoFactor): the recovery codes, or the refusal. */
  confirm(code: string): Promise<{ recoveryCodes: string[] } | Refusal>;
  /** After the recovery codes were seen. */
  onDone(): void;
  /** The button that begins it. */
  startLabel?: string;
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'scan'; secret: string; otpauthUri: string }
  | { kind: 'codes'; recoveryCodes: string[] };

/**
 * Setting up a second factor: a QR code to scan and the same secret as text to type, the app's first code to
 * confirm it, then the ten recovery codes, shown this once. The requests are the caller's (Apollo in Definições,
 * the bare transport on the sign-in frame).
 */
export function TwoFactorEnrolment({
  start,
  confirm,
  onDone,
  startLabel = t.start,
}: TwoFactorEnrolmentProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async <T,>(task: () => Promise<T | Refusal>, next: (value: T) => void) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await task();
      if (answer && typeof answer === 'object' && 'message' in answer) setError(answer.message);
      else next(answer as T);
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  };

  if (stage.kind === 'codes') return <RecoveryCodes codes={stage.recoveryCodes} onDone={onDone} />;

  if (stage.kind === 'idle')
    return (
      <div className="space-y-3">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <Button
          onClick={() => run(start, (setup) => setStage({ kind: 'scan', ...setup }))}
          busy={busy}
          disabled={busy}
        >
          {startLabel}
        </Button>
      </div>
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void run(
      () => confirm(code.replace(/\s+/g, '')),
      ({ recoveryCodes }) => setStage({ kind: 'codes', recoveryCodes }),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink">{t.scan}</p>
      <Suspense fallback={<Spinner className="size-8" />}>
        <QrCode text={stage.otpauthUri} label={t.qrLabel} />
      </Suspense>
      <div>
        <p className="text-sm text-ink">{t.secretText}</p>
        <code
          data-testid="two-factor-secret"
          className="mt-1 inline-block rounded-md bg-surface-muted px-2.5 py-1.5 font-mono text-sm tracking-wider break-words text-ink select-all"
        >
          {stage.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </div>
      <TextField
        label={t.confirmCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="max-w-xs"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy} disabled={busy || code.trim() === ''}>
          {t.confirm}
        </Button>
        <Button variant="secondary" onClick={() => setStage({ kind: 'idle' })}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
