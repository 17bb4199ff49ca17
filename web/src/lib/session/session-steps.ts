import { type Area, areaPath, homeAreaFor } from '../area.tsx';
import { tokenStep } from './jwt.ts';
import type { SessionData } from './session-store.ts';

// What a session owes before anything else (docs/domain.md "First sign-in"): its own password after an
// administrator set it, or the second factor the rule requires of administrators. The api refuses every other
// call meanwhile; the web sends the session to the page where the step is done.

export type SessionStep = 'PASSWORD_CHANGE' | 'TWO_FACTOR_SETUP';

/** The page of each step, in the sign-in frame (no menu: there is nowhere else to go yet). */
export const STEP_PATHS: Record<SessionStep, string> = {
  PASSWORD_CHANGE: '/auth/password',
  TWO_FACTOR_SETUP: '/auth/two-factor',
};

/** The step the stored session owes, read from its access token (the api said so when it issued it). */
export function stepOf(session: Pick<SessionData, 'token'>): SessionStep | null {
  return tokenStep(session.token);
}

/**
 * A technician on a phone starts on the day's work, the offline reading route (the reading-route feature's page,
 * `READING_ROUTE_PATHS.route`); everyone else on the Painel.
 */
export const TECHNICIAN_PHONE_HOME = 'reading-route/route';

/** A screen narrower than the layout's first breakpoint (640 px): a phone in the field. */
function onPhone(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 639px)').matches === true;
}

/** Where a session goes once signed in, or once a step is done: the next step's page, or its home. */
export function pathAfterSignIn(session: Pick<SessionData, 'token' | 'role'>): string {
  const step = stepOf(session);
  if (step) return STEP_PATHS[step];
  const area: Area = homeAreaFor(session.role);
  return areaPath(area, area === 'technical' && onPhone() ? TECHNICIAN_PHONE_HOME : 'dashboard');
}
