import type { LoginBody } from '@agua/domain/contracts/auth';
import { messages } from '@agua/domain/messages';
import { normalizeRole } from '@agua/domain/roles';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { areaPath, homeAreaFor } from '../../lib/area.tsx';
import { canStoreSessionSecurely } from '../../lib/session/browser-session.ts';
import { useSessionManager } from '../../lib/session/session-context.tsx';
import type { SessionData } from '../../lib/session/session-store.ts';
import { Logo } from '../../ui/logo.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { LoginForm } from './login-form.tsx';
import { requestLogin } from './login-request.ts';

export function LoginPage() {
  useDocumentTitle(messages.auth.title);
  const session = useSessionManager();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (input: LoginBody) => {
    if (!canStoreSessionSecurely()) {
      setServerError(messages.layout.insecureContext);
      return;
    }
    setServerError(null);
    // The alert below the title shows refusals (no toast: it would say the same thing twice).
    const outcome = await requestLogin(input);
    if (outcome.kind === 'refused') {
      setServerError(outcome.message);
      return;
    }
    const granted = outcome.session;
    const role = normalizeRole(granted.role);
    if (!role) {
      setServerError(messages.auth.loginFailed);
      return;
    }
    if (await startSession({ ...granted, userId: String(granted.userId), role })) {
      navigate(areaPath(homeAreaFor(role), 'dashboard'), { replace: true });
    }
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
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{messages.auth.title}</h1>
        <p className="mt-1.5 text-sm text-ink-muted">{messages.auth.subtitle}</p>
        <div className="mt-7">
          <LoginForm onSubmit={submit} serverError={serverError} />
        </div>
      </div>
    </div>
  );
}
