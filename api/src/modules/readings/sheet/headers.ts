/** Headers of the field sheet, in order; the upload finds its columns by these names. */
export const SHEET_HEADERS = {
  meterId: 'Contador',
  clientName: 'Cliente',
  address: 'Endereço',
  previousReading: 'Leitura Anterior',
  currentReading: 'Leitura Actual',
  // A meter that could not be read: its anomaly code instead of a value (Parametrização → Anomalias de Leitura).
  anomaly: 'Anomalia',
  // Where the index is expected (docs/domain.md "Readings from the field"); the upload does not read them.
  expectedLow: 'Mínimo esperado',
  expectedHigh: 'Máximo esperado',
  month: 'Mês',
  year: 'Ano',
} as const;
