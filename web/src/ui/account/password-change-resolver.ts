import { type PasswordChangeFormValues, passwordChangeFormSchema } from '@agua/domain/contracts/password';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/**
 * The Alterar senha form's rules (domain/src/contracts/password.ts), with the strength estimator they use, in a
 * chunk of its own: see ui/form/lazy-resolver.ts.
 */
export const passwordChangeResolver = (person: { username: string; name: string }) =>
  zodResolver(passwordChangeFormSchema(person)) as Resolver<PasswordChangeFormValues>;
