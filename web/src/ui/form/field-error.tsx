import { Description } from '@headlessui/react';

const errorClass = 'mt-1 text-xs text-red-600 dark:text-red-400';

type FieldErrorProps = { id?: string; message?: string | null };

/** The validation message under a native control, tied to it by `id` + aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={errorClass}>
      {message}
    </p>
  );
}

/** The same message inside a Headless UI <Field>, which wires aria-describedby itself. */
export function FieldErrorDescription({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Description role="alert" className={errorClass}>
      {message}
    </Description>
  );
}
