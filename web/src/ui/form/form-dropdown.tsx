import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Dropdown, type DropdownProps } from './dropdown.tsx';

type FormDropdownProps<Values extends FieldValues, Output = Values> = Omit<
  DropdownProps,
  'name' | 'value' | 'onChange' | 'onBlur'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** After the field changes: a choice that narrows the next ones (Empresa → Zona → Cliente) clears them here. */
  onValueChange?: (value: string) => void;
};

/**
 * A Dropdown bound to a react-hook-form field and controlled by its value, so a value set before its options
 * arrive (a default chosen when the list loads) shows as soon as they do.
 */
export function FormDropdown<Values extends FieldValues, Output = Values>({
  control,
  name,
  onValueChange,
  error,
  ...props
}: FormDropdownProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Dropdown
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      // A form that says why elsewhere (a dialog) passes its own error, or null for none.
      error={error !== undefined ? error : fieldState.error?.message}
    />
  );
}
