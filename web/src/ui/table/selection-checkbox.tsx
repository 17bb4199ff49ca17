import { useEffect, useRef } from 'react';

type SelectionCheckboxProps = {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** A compact native checkbox for table rows: dense lists need the browser's own, cheapest control. */
export function SelectionCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // `indeterminate` exists only as a DOM property, never as an attribute.
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      onClick={(event) => event.stopPropagation()}
      className="block size-4 cursor-pointer rounded-sm border-slate-300 accent-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 dark:accent-sky-500"
    />
  );
}
