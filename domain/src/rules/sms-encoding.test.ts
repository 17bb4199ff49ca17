import { describe, expect, it } from 'vitest';
import { countSms, gsmSeptets, isGsm7, smsText, transliterate } from './sms-encoding.ts';
import { previewSms, renderSms, templateProblem, WORST_CASE_VALUES } from './sms-template.ts';

describe('GSM 03.38 alphabet', () => {
  it.each(['é', 'É', 'à', 'Ç', 'ü', 'ñ', '@', '£', '$', '_', '\n'])(
    '%j is one septet of the basic table',
    (c) => {
      expect(gsmSeptets(c)).toBe(1);
    },
  );

  it.each(['€', '[', ']', '{', '}', '^', '~', '\\', '|', '\f'])('%j is an escape pair: two septets', (c) => {
    expect(gsmSeptets(c)).toBe(2);
    expect(countSms(`a${c}b`)).toMatchObject({ encoding: 'GSM-7', units: 4, characters: 3 });
  });

  it.each([
    'á',
    'â',
    'ã',
    'ê',
    'í',
    'ó',
    'ô',
    'õ',
    'ú',
    'ç',
    'Á',
    'À',
    'Â',
    'Ã',
    'Ê',
    'Í',
    'Ó',
    'Ô',
    'Õ',
    'Ú',
  ])('the Portuguese letter %j is outside GSM-7 and switches the message to UCS-2', (c) => {
    expect(gsmSeptets(c)).toBe(0);
    expect(countSms(`Factura ${c}`).encoding).toBe('UCS-2');
  });

  it('keeps plain Portuguese written without those letters in GSM-7', () => {
    expect(isGsm7('Agua: recebemos 1 234,50 MZN. Obrigado. Até breve!')).toBe(true);
  });
});

describe('parts', () => {
  const gsm = (n: number) => 'a'.repeat(n);
  const ucs = (n: number) => 'ã'.repeat(n);

  it.each([
    [gsm(0), 1],
    [gsm(160), 1],
    [gsm(161), 2],
    [gsm(306), 2],
    [gsm(307), 3],
    [gsm(459), 3],
    [gsm(460), 4],
  ])('GSM-7: %# (%s characters) takes %i part(s)', (text, parts) => {
    expect(countSms(text)).toMatchObject({ encoding: 'GSM-7', parts });
  });

  it.each([
    [ucs(70), 1],
    [ucs(71), 2],
    [ucs(134), 2],
    [ucs(135), 3],
  ])('UCS-2: %# takes %i part(s)', (text, parts) => {
    expect(countSms(text)).toMatchObject({ encoding: 'UCS-2', parts });
  });

  it('counts € as 2 so 80 euros fill one part and 81 need two', () => {
    expect(countSms('€'.repeat(80))).toMatchObject({ units: 160, parts: 1 });
    expect(countSms('€'.repeat(81))).toMatchObject({ units: 162, parts: 2 });
  });

  it('never splits an escape pair: 152 septets then € moves the € to the next part', () => {
    // 152 + 2 = 154 > 153 in the first part → the € opens part 2: 306 septets (2 × 153) still need 3 parts.
    expect(countSms(`${gsm(152)}€${gsm(152)}`)).toMatchObject({ units: 306, parts: 3 });
    expect(countSms(`${gsm(151)}€${gsm(153)}`)).toMatchObject({ units: 306, parts: 2 });
  });

  it('counts an emoji as two UCS-2 units and never splits it', () => {
    expect(countSms('😀')).toMatchObject({ encoding: 'UCS-2', units: 2, characters: 1 });
    expect(countSms(`${'a'.repeat(66)}😀${'a'.repeat(66)}`)).toMatchObject({ units: 134, parts: 3 });
  });
});

describe('transliteration', () => {
  it('maps every Portuguese letter outside GSM-7 to its plain letter and keeps é, à, Ç', () => {
    expect(transliterate('Religação à Conceição: está pago, mês de Março. É só; Ç')).toBe(
      'Religacao à Conceicao: esta pago, mes de Marco. É só; Ç'.replace('só', 'so'),
    );
    expect(transliterate('áâãêíóôõúçÁÀÂÃÊÍÓÔÕÚ')).toBe('aaaeioooucAAAAEIOOOU');
    expect(isGsm7(transliterate('áâãêíóôõúçÁÀÂÃÊÍÓÔÕÚ “citação” – 1ª'))).toBe(true);
  });

  it('keeps accents of a message that fits one part and removes them from a longer one', () => {
    const short = 'Religação feita.';
    expect(smsText(short, true)).toBe(short);
    const long = `Conceição, ${'a'.repeat(70)}`;
    expect(countSms(long).parts).toBe(2);
    expect(smsText(long, true)).toBe(`Conceicao, ${'a'.repeat(70)}`);
    expect(countSms(smsText(long, true))).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    expect(smsText(long, false)).toBe(long);
  });
});

describe('templates', () => {
  it('fills placeholders and cuts a long name to 30 characters', () => {
    const text = renderSms('Ola {cliente}, {valor}', {
      cliente: 'Maria Fernanda da Silva Machava Júnior',
      valor: '10,00 MZN',
    });
    expect(text).toBe('Ola Maria Fernanda da Silva Machav, 10,00 MZN');
  });

  it('names an unknown placeholder and an unclosed brace', () => {
    expect(templateProblem('RECEIPT_ISSUED', 'Ola {cliente} {mes}')).toEqual({ unknown: 'mes' });
    expect(templateProblem('RECEIPT_ISSUED', 'Ola {cliente')).toEqual({ unclosed: true });
    expect(templateProblem('INVOICE_ISSUED', 'Ola {cliente} {mes}')).toBeNull();
  });

  it('previews with the worst case: a name with ç and ã makes UCS-2 unless transliterated', () => {
    const body = 'Agua: {cliente} pagou {valor}.';
    expect(previewSms(body, false)).toMatchObject({ encoding: 'UCS-2', parts: 1 });
    const longer = `${body} Guarde esta mensagem como comprovativo.`;
    expect(previewSms(longer, false)).toMatchObject({ encoding: 'UCS-2', parts: 2 });
    expect(previewSms(longer, true)).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    expect(WORST_CASE_VALUES.cliente).toHaveLength(30);
  });
});
