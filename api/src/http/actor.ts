import type { Role } from '@agua/domain/roles';

/**
 * Who is calling a service: the signed-in user and their role, as the auth hook verified them. Every service that
 * records or checks its caller takes one (routes pass `currentUser(request)`, which is one).
 */
export interface Actor {
  userId: number;
  role: Role;
}
