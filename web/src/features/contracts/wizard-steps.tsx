import { messages } from '@agua/domain/messages';
import { CheckIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';

const t = messages.clients.wizard;

/** The two steps of the wizard, the current one highlighted. */
export function WizardSteps({ step }: { step: 1 | 2 }) {
  const steps = [t.stepClient, t.stepContract];
  return (
    <ol className="flex flex-wrap items-center gap-3 text-sm" aria-label={t.step(step, steps.length)}>
      {steps.map((label, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li key={label} className="flex items-center gap-3" aria-current={current ? 'step' : undefined}>
            {/* The connector only where the steps share a line: wrapped on a phone it would dangle. */}
            {index > 0 && <span aria-hidden="true" className="hidden h-px w-8 bg-line-strong sm:block" />}
            <span
              className={clsx(
                'flex size-7 items-center justify-center rounded-full text-xs font-semibold',
                current && 'bg-brand-700 text-white dark:bg-brand-600',
                done && 'bg-accent-soft text-accent',
                !current && !done && 'border border-line-strong text-ink-muted',
              )}
            >
              {done ? <CheckIcon aria-hidden="true" className="size-4" /> : number}
            </span>
            <span className={clsx('font-medium', current ? 'text-ink' : 'text-ink-muted')}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
