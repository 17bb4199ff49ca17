import type { FormInput } from '@agua/domain/contracts/form-text';
import { formSchema } from '@agua/domain/contracts/form-text';
import {
  type ReadingThresholds,
  type ReadingThresholdsBody,
  readingThresholdsSchema,
} from '@agua/domain/contracts/reading-anomaly';
import { messages } from '@agua/domain/messages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { percentText } from './decimal-input.ts';
import { ReadingThresholdsQuery, UpdateReadingThresholds } from './reading-thresholds-query.ts';
import { useSaveDialog } from './use-save-dialog.ts';

const t = messages.fieldReadings.thresholds;
const thresholdsFormSchema = formSchema(readingThresholdsSchema);
export type ThresholdsFormValues = { [K in keyof FormInput<ReadingThresholdsBody>]: string };
export const THRESHOLD_FIELDS = [
  'minimumCubicMeters',
  'highFactor',
  'highMinimum',
  'veryHighFactor',
  'veryHighMinimum',
  'lowFactor',
  'lowAverageAbove',
] as const satisfies readonly (keyof ThresholdsFormValues)[];

/** The stored rules as the form shows them: a factor with the decimal comma (2,5). */
function formValues(row: ReadingThresholds): ThresholdsFormValues {
  const values = {} as ThresholdsFormValues;
  for (const field of THRESHOLD_FIELDS) values[field] = percentText(row[field]);
  return values;
}

/**
 * Limites de consumo of one contract type: its stored rules (the defaults until set) in a form checked by the domain's
 * rule as typed (readingThresholdsSchema, the api's own), saved through the setup's save dialog.
 */
export function useReadingThresholds(contractTypeId: string) {
  const client = useApolloClient();
  const save = useSaveDialog();
  const { data, loading, error, refetch } = useQuery(ReadingThresholdsQuery, {
    variables: { contractTypeId },
    skip: contractTypeId === '',
    fetchPolicy: 'cache-and-network',
  });
  const form = useForm<ThresholdsFormValues, unknown, ReadingThresholds>({
    resolver: zodResolver(thresholdsFormSchema) as never,
    mode: 'onChange',
  });
  const stored = data?.readingThresholds;
  const { reset } = form;
  useEffect(() => {
    if (stored) reset(formValues(stored));
  }, [stored, reset]);

  const submit = form.handleSubmit(async (input) => {
    const saved = await save(
      async () =>
        (await client.mutate({ mutation: UpdateReadingThresholds, variables: { contractTypeId, input } }))
          .data?.updateReadingThresholds,
      { success: t.saved, failure: t.saveFailed },
      (errors) => {
        for (const item of errors)
          form.setError(item.field as Path<ThresholdsFormValues>, { message: item.message });
      },
    );
    if (saved) await refetch();
  });

  return { form, loading: loading && !stored, failed: !!error && !stored, submit };
}
