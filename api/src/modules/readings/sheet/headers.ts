/** Headers of the field sheet, in order; the upload finds its columns by these names. */
export const SHEET_HEADERS = {
  meterId: 'Contador',
  clientName: 'Cliente',
  address: 'Endereço',
  previousReading: 'Leitura Anterior',
  currentReading: 'Leitura Actual',
  month: 'Mês',
  year: 'Ano',
} as const;
