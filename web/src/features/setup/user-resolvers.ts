import type { UserCreateBody, UserUpdateFields } from '@agua/domain/contracts/user';
import { userCreateSchema, userUpdateSchema } from '@agua/domain/contracts/user';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

// The Utilizador form's rules (domain/src/contracts/user.ts) with the password rules and their strength estimator
// (~1 MB of dictionaries), in a chunk of their own loaded with the form's first use: see ui/form/lazy-resolver.ts.

/** Add mode needs a password that follows the rules. */
export const createUserResolver = zodResolver(userCreateSchema) as Resolver<
  UserCreateBody,
  unknown,
  UserUpdateFields
>;
/** Edit mode keeps the stored password when the field is left empty; a new one is a reset and follows the rules. */
export const updateUserResolver = zodResolver(userUpdateSchema) as Resolver<
  UserCreateBody,
  unknown,
  UserUpdateFields
>;
