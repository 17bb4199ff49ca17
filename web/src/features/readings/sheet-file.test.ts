import { messages } from '@agua/domain/messages';
import { describe, expect, it } from 'vitest';
import { formatFileSize, sheetFileRefusal } from './sheet-file.ts';

describe('the field sheet file', () => {
  it('says a file that is not .xlsx or .csv is the wrong type', () => {
    expect(sheetFileRefusal({ name: 'leituras.txt' })).toBe(messages.readings.rules.fileType);
    expect(sheetFileRefusal({ name: 'leituras.xlsx.pdf' })).toBe(messages.readings.rules.fileType);
    expect(sheetFileRefusal({ name: 'Folha Polana.XLSX' })).toBeNull();
    expect(sheetFileRefusal({ name: 'folha.csv' })).toBeNull();
  });

  it('shows sizes honestly, in pt-PT', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(300)).toBe('300 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(12_800)).toBe('12,5 KB');
    expect(formatFileSize(1024 * 1024 * 2.25)).toBe('2,3 MB');
  });

  it('counts what an upload did', () => {
    expect(messages.readings.uploadCounts(0, 1)).toBe('0 registadas, 1 já existente');
    expect(messages.readings.uploadCounts(1, 0)).toBe('1 registada, 0 já existentes');
    expect(messages.readings.uploadCounts(12, 3)).toBe('12 registadas, 3 já existentes');
    expect(messages.readings.uploadSmsQueued(1)).toBe('1 SMS posto na fila de envio.');
    expect(messages.readings.uploadSmsQueued(40)).toBe('40 SMS postos na fila de envio.');
  });
});
