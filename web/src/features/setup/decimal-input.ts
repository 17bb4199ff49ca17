import type { ChangeEvent } from 'react';

/** Keeps digits and one decimal separator (a comma becomes a point), as a percentage is typed (amounts have the
 * money input). */
export function keepDecimal(text: string): string {
  const [whole = '', ...rest] = text
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  return rest.length > 0 ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
}

/** An onChange wrapper for amount inputs: cleans the value before react-hook-form reads it. */
export function decimalOnChange(onChange: (event: ChangeEvent<HTMLInputElement>) => unknown) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const clean = keepDecimal(event.target.value);
    if (clean !== event.target.value) event.target.value = clean;
    return onChange(event);
  };
}

/** A percentage as the form shows it for editing (22,5). */
export function percentText(value: number): string {
  return String(value).replace('.', ',');
}

/** As decimalOnChange, but the value stays written the pt-PT way, with the decimal comma (2,5). */
export function decimalCommaOnChange(onChange: (event: ChangeEvent<HTMLInputElement>) => unknown) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const clean = keepDecimal(event.target.value).replace('.', ',');
    if (clean !== event.target.value) event.target.value = clean;
    return onChange(event);
  };
}
