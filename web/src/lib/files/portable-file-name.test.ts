import { describe, expect, it } from 'vitest';
import { portableFileName } from './portable-file-name.ts';

describe('portableFileName', () => {
  it('writes accented letters without their accents and keeps the extension', () => {
    expect(portableFileName('Bairro Polana Caniço A e B_20261127T135509.xlsx')).toBe(
      'Bairro Polana Canico A e B_20261127T135509.xlsx',
    );
    expect(portableFileName('facturas-Malhangalene Nº 2 — Ação.pdf')).toBe(
      'facturas-Malhangalene No 2 _ Acao.pdf',
    );
  });

  it('leaves a plain ASCII name as it is', () => {
    expect(portableFileName('facturacao-e-cobranca_2026-01_2026-12.csv')).toBe(
      'facturacao-e-cobranca_2026-01_2026-12.csv',
    );
  });
});
