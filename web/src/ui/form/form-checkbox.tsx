import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';

type FormCheckboxProps<Values extends FieldValues, Output = Values> = Omit<
  CheckboxProps,
  'checked' | 'onChange' | 'name'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** What an unset value shows: the flags of a new record start on or off as the form's defaults say. */
  uncheckedWhen?: 'falsy' | 'false';
};

/** A Checkbox bound to a react-hook-form boolean field. */
export function FormCheckbox<Values extends FieldValues, Output = Values>({
  control,
  name,
  uncheckedWhen = 'falsy',
  ...props
}: FormCheckboxProps<Values, Output>) {
  const { field } = useController({ control, name });
  const checked = uncheckedWhen === 'false' ? field.value !== false : Boolean(field.value);
  return <Checkbox {...props} name={field.name} checked={checked} onChange={field.onChange} />;
}
