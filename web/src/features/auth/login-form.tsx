import type { LoginBody } from '@agua/domain/contracts/auth';
import { messages } from '@agua/domain/messages';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { lazyResolver } from '../../ui/form/lazy-resolver.ts';
import { authInputClass as inputClass } from './auth-input.ts';

interface LoginFormProps {
  onSubmit(values: LoginBody): Promise<void>;
  /** The server's reason for refusing the last attempt (already in Portuguese). */
  serverError: string | null;
}

const t = messages.auth;

// Loaded as soon as someone starts on the form (the first focus), long before they can have typed a password.
const login = lazyResolver(async () => (await import('./login-resolver.ts')).loginResolver);

export function LoginForm({ onSubmit, serverError }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: login.resolver,
    defaultValues: { username: '', password: '' },
  });

  // Both rules share one message, so one alert says it once instead of under each field.
  const validationError = errors.username?.message ?? errors.password?.message;
  const alert = validationError ?? serverError;

  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={login.preload} noValidate className="space-y-5">
      {alert && <ErrorAlert>{alert}</ErrorAlert>}

      <div className="space-y-1.5">
        <label htmlFor="login-username" className="block text-sm font-medium text-ink">
          {t.username}
        </label>
        <input
          id="login-username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t.usernamePlaceholder}
          aria-invalid={errors.username ? true : undefined}
          className={inputClass(Boolean(errors.username))}
          {...register('username')}
        />
      </div>

      <div className="space-y-1.5">
        <label htmlFor="login-password" className="block text-sm font-medium text-ink">
          {t.password}
        </label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          placeholder={t.passwordPlaceholder}
          aria-invalid={errors.password ? true : undefined}
          className={inputClass(Boolean(errors.password))}
          {...register('password')}
        />
      </div>

      <Button type="submit" block disabled={isSubmitting} busy={isSubmitting}>
        {t.submit}
      </Button>
    </form>
  );
}
