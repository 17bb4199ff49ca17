import { type ComponentPropsWithRef, useId } from 'react';
import { FieldError } from '../../ui/form/field-error.tsx';
import { controlClass, labelClass } from '../../ui/form/field-styles.ts';

type SmsTextAreaProps = ComponentPropsWithRef<'textarea'> & { label: string; error?: string | null };

/** The template's text: a labelled textarea (react-hook-form's `register` spreads into it). */
export function SmsTextArea({ label, error, id, className, ...props }: SmsTextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <textarea
        id={inputId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={`${controlClass(Boolean(error))} mt-1 px-3 font-mono`}
        {...props}
      />
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}
