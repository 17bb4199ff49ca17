import { messages } from '@agua/domain/messages';
import clsx from 'clsx';
import { useEffect, useState } from 'react';

const t = messages.account.password.strength;

type Estimator = typeof import('@agua/domain/rules/password-strength');

// The estimator and its dictionaries (~1 MB, domain/src/rules/password-strength.ts) load with the first password
// typed into a form that shows the meter, never with the page, let alone the login.
let estimator: Promise<Estimator> | undefined;
const loadEstimator = () => {
  estimator ??= import('@agua/domain/rules/password-strength').catch((error: unknown) => {
    estimator = undefined;
    throw error;
  });
  return estimator;
};

const COLOURS = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'];

interface PasswordStrengthProps {
  password: string;
  /** Words an attacker would try first: the username, the person's name. */
  userInputs?: readonly string[];
}

/**
 * The strength meter under a new password: zxcvbn's score in five steps, with whether the rules accept it (the
 * api decides on the same estimate: contracts/password.ts).
 */
export function PasswordStrength({ password, userInputs = [] }: PasswordStrengthProps) {
  const [score, setScore] = useState<{ value: number; accepted: boolean } | null>(null);
  const inputs = userInputs.join('\u0000');

  useEffect(() => {
    if (!password) {
      setScore(null);
      return;
    }
    let current = true;
    void loadEstimator()
      .then(({ passwordScore, MIN_PASSWORD_SCORE }) => {
        if (!current) return;
        const known = inputs.split('\u0000').filter((word) => word.length >= 3);
        const value = passwordScore(password, known);
        setScore({ value, accepted: value >= MIN_PASSWORD_SCORE && password.length >= 8 });
      })
      .catch(() => setScore(null));
    return () => {
      current = false;
    };
  }, [password, inputs]);

  const filled = score ? score.value + 1 : 0;
  return (
    <div className="mt-2" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {COLOURS.map((colour, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed segments.
            key={index}
            className={clsx(
              'h-1.5 flex-1 rounded-full',
              index < filled ? colour : 'bg-slate-200 dark:bg-slate-700',
            )}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-muted" aria-live="polite">
        {score ? (
          <>
            <span className="font-medium text-ink">
              {t.label}: {t.levels[score.value]}
            </span>
            {' · '}
            {score.accepted ? t.accepted : t.refused}
          </>
        ) : (
          t.empty
        )}
      </p>
    </div>
  );
}
