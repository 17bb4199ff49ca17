import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { FormCheckbox } from '../../ui/form/form-checkbox.tsx';
import { MoneyInput } from '../../ui/form/money-input.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { decimalOnChange } from './decimal-input.ts';
import { byMode, type SetupData, type SetupField } from './setup-resource.ts';

interface SetupFieldsProps<Values extends FieldValues, Output> {
  fields: readonly SetupField<Values>[];
  form: UseFormReturn<Values, unknown, Output>;
  data: SetupData;
  editing: boolean;
}

/** A setup form's inputs, each drawn from its description with the shared form inputs. */
export function SetupFields<Values extends FieldValues, Output>({
  fields,
  ...props
}: SetupFieldsProps<Values, Output>) {
  return fields.map((field) => <SetupFieldInput key={field.name} field={field} {...props} />);
}

type SetupFieldInputProps<Values extends FieldValues, Output> = Omit<
  SetupFieldsProps<Values, Output>,
  'fields'
> & {
  field: SetupField<Values>;
};

function SetupFieldInput<Values extends FieldValues, Output>({
  field,
  form,
  data,
  editing,
}: SetupFieldInputProps<Values, Output>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const label = byMode(field.label, editing);
  const required = byMode(field.required ?? false, editing);
  const error = errors[field.name]?.message;
  const common = {
    label,
    required,
    error: typeof error === 'string' ? error : undefined,
    className: field.wide ? 'sm:col-span-2' : undefined,
  };
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          type={field.type}
          digitsOnly={field.digitsOnly}
          prefix={field.prefix}
          autoComplete={field.autoComplete}
          {...register(field.name)}
        />
      );
    case 'money':
      return <MoneyInput {...common} control={control} name={field.name} />;
    case 'percent': {
      const registered = register(field.name);
      return (
        <TextField
          {...common}
          inputMode="decimal"
          {...registered}
          onChange={decimalOnChange(registered.onChange)}
        />
      );
    }
    case 'select':
      return <Dropdown {...common} options={field.options(data)} {...register(field.name)} />;
    case 'checkbox':
      return (
        <FormCheckbox
          label={label}
          control={control}
          name={field.name}
          uncheckedWhen="false"
          className={field.inline ? undefined : 'self-end pb-2'}
        />
      );
  }
}
