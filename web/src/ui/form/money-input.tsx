import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { type MoneyTextOptions, moneyIssueMessage, parseMoneyText } from './money-text.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

type MoneyInputProps<Values extends FieldValues, Output = Values> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'type' | 'inputMode' | 'digitsOnly' | 'prefix' | 'error'
> &
  MoneyTextOptions & {
    control: Control<Values, unknown, Output>;
    name: FieldPath<Values>;
  };

/**
 * The one money input: an amount in MZN as pt-PT types it (12,50 or 12.50). The text stays as typed, so nothing
 * is silently dropped; while it breaks a rule (a letter, a third decimal, a minus where the field allows none) the
 * field says why at once, and the form's rule (`moneyText`) refuses it on submit with the same message.
 */
export function MoneyInput<Values extends FieldValues, Output = Values>({
  control,
  name,
  allowNegative = false,
  label,
  ...props
}: MoneyInputProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const text = typeof field.value === 'string' ? field.value : String(field.value ?? '');
  const parsed = parseMoneyText(text, { allowNegative });
  const typingIssue = parsed.ok || parsed.issue === 'empty' ? null : moneyIssueMessage(parsed.issue, label);

  return (
    <TextField
      {...props}
      label={label}
      // A phone's decimal pad has no minus key: a field that takes a debt gets the full keyboard.
      inputMode={allowNegative ? 'text' : 'decimal'}
      autoComplete="off"
      ref={field.ref}
      name={field.name}
      value={text}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message ?? typingIssue}
    />
  );
}
