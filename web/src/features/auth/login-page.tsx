import type { LoginBody } from '@agua/domain/contracts/auth';
import { messages } from '@agua/domain/messages';
import { normalizeRole } from '@agua/domain/roles';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { canStoreSessionSecurely } from '../../lib/session/browser-session.ts';
import { useSessionManager } from '../../lib/session/session-context.tsx';
import { pathAfterSignIn } from '../../lib/session/session-steps.ts';
import type { SessionData } from '../../lib/session/session-store.ts';
import { Logo } from '../../ui/logo.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { CodeStepForm } from './code-step-form.tsx';
import { LoginForm } from './login-form.tsx';
import { type LoginOutcome, requestLogin, requestLoginWithCode } from './login-request.ts';

/**
 * Iniciar Sessão: username and password, then, for an account with a second factor, the authenticator's code. A
 * granted session goes to its home, or first to the step it owes (its own password, the second factor's set-up).
 */
export function LoginPage() {
  const session = useSessionManager();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  useDocumentTitle(challenge ? messages.account.signInCode.title : messages.auth.title);

  const proceed = async (outcome: LoginOutcome) => {
    if (outcome.kind === 'refused') {
      setServerError(outcome.message);
      return;
    }
    if (outcome.kind === 'code') {
      setServerError(null);
      setChallenge(outcome.twoFactorToken);
      return;
    }
    const granted = outcome.session;
    const role = normalizeRole(granted.role);
    if (!role) {
      setServerError(messages.auth.loginFailed);
      return;
    }
    const data: SessionData = { ...granted, userId: String(granted.userId), role };
    if (await startSession(data)) navigate(pathAfterSignIn(data), { replace: true });
  };

  const submit = async (input: LoginBody) => {
    if (!canStoreSessionSecurely()) {
      setServerError(messages.layout.insecureContext);
      return;
    }
    setServerError(null);
    // The alert below the title shows refusals (no toast: it would say the same thing twice).
    await proceed(await requestLogin(input));
  };

  const submitCode = async (code: string) => {
    if (!challenge) return;
    const outcome = await requestLoginWithCode(challenge, code);
    // A challenge past its 5 minutes cannot be answered: back to the password.
    if (outcome.kind === 'refused' && outcome.message === messages.account.signInCode.expired)
      setChallenge(null);
    await proceed(outcome);
  };

  // Storing the session can fail on its own (IndexedDB blocked, storage full): not the server's fault.
  const startSession = async (granted: SessionData): Promise<boolean> => {
    try {
      await session.start(granted);
      return true;
    } catch (error) {
      console.error('session: could not store the new session', error);
      setServerError(messages.dialog.unexpected);
      return false;
    }
  };

  return (
    <div>
      <Logo className="mb-8 lg:hidden" />
      <div className="rounded-2xl border border-line bg-surface p-8 shadow-xl shadow-slate-900/5 dark:shadow-black/30">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">
          {challenge ? messages.account.signInCode.title : messages.auth.title}
        </h1>
        <p className="mt-1.5 text-sm text-ink-muted">
          {challenge ? messages.account.signInCode.intro : messages.auth.subtitle}
        </p>
        <div className="mt-7">
          {challenge ? (
            <CodeStepForm
              onSubmit={submitCode}
              onBack={() => {
                setChallenge(null);
                setServerError(null);
              }}
              serverError={serverError}
            />
          ) : (
            <LoginForm onSubmit={submit} serverError={serverError} />
          )}
        </div>
      </div>
    </div>
  );
}
