import { messages } from '@agua/domain/messages';
import { CheckIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';

const t = messages.clients.wizard;

/** The two steps of the wizard, the current one highlighted; on one line even on a phone (labels shorten). */
export function WizardSteps({ step }: { step: 1 | 2 }) {
  const steps = [t.stepClient, t.stepContract];
  return (
    <ol className="flex min-w-0 items-center gap-2 text-sm sm:gap-3" aria-label={t.step(step, steps.length)}>
      {steps.map((label, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li
            key={label}
            className="flex min-w-0 items-center gap-2 sm:gap-3"
            aria-current={current ? 'step' : undefined}
          >
            {index > 0 && <span aria-hidden="true" className="h-px w-4 shrink-0 bg-line-strong sm:w-8" />}
            <span
              className={clsx(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                current && 'bg-brand-700 text-white dark:bg-brand-600',
                done && 'bg-accent-soft text-accent',
                !current && !done && 'border border-line-strong text-ink-muted',
              )}
            >
              {done ? <CheckIcon aria-hidden="true" className="size-4" /> : number}
            </span>
            {/* On a phone only the current step is named: both names do not fit side by side. */}
            <span
              className={clsx(
                'truncate font-medium',
                current ? 'text-ink' : 'hidden text-ink-muted sm:inline',
              )}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
