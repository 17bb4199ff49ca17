import { type LoginBody, loginSchema } from '@agua/domain/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The login form's rule (domain/src/contracts/auth.ts), in a chunk of its own: see ui/form/lazy-resolver.ts. */
export const loginResolver: Resolver<LoginBody> = zodResolver(loginSchema);
