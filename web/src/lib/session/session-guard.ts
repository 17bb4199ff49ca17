import type { Role } from '@agua/domain/roles';
import { type LoaderFunction, redirect, useRouteLoaderData } from 'react-router';
import type { SessionManager } from './session-manager.ts';
import { pathAfterSignIn, type SessionStep, STEP_PATHS, stepOf } from './session-steps.ts';

export const LOGIN_PATH = '/auth/login';

/** The route that guards every page of /manager and /technical; its data is the signed-in user. */
export const SESSION_ROUTE_ID = 'session';

/** What screens may know about the user: never the tokens. */
export interface SessionUser {
  userId: string;
  username: string;
  name: string;
  role: Role;
}

/**
 * The route guard of both areas: the stored token must decrypt and be unexpired, else the user goes to the
 * login page; a session that owes a step goes to the page where it is done. Runs on every navigation (see
 * shouldRevalidate in app/routes.tsx), so an expired or cleared session is noticed at the next click.
 */
export function sessionLoader(session: SessionManager): LoaderFunction {
  return async () => {
    const current = await session.current();
    if (!current) throw redirect(LOGIN_PATH);
    const step = stepOf(current);
    if (step) throw redirect(STEP_PATHS[step]);
    const user: SessionUser = {
      userId: current.userId,
      username: current.username,
      name: current.name,
      role: current.role,
    };
    return user;
  };
}

export function useSessionUser(): SessionUser {
  const user = useRouteLoaderData<SessionUser>(SESSION_ROUTE_ID);
  if (!user) throw new Error('useSessionUser is only available under the session guard');
  return user;
}

/**
 * The guard of a step's page: a session is needed, and it must owe that step (a session that owes another goes to
 * that one; one that owes nothing goes home). Its data is the signed-in user.
 */
export function stepLoader(session: SessionManager, step: SessionStep): LoaderFunction {
  return async () => {
    const current = await session.current();
    if (!current) throw redirect(LOGIN_PATH);
    const owed = stepOf(current);
    if (owed !== step) throw redirect(pathAfterSignIn(current));
    const user: SessionUser = {
      userId: current.userId,
      username: current.username,
      name: current.name,
      role: current.role,
    };
    return user;
  };
}
