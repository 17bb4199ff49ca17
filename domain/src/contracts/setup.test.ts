import { describe, expect, it } from 'vitest';
import { contractTypeSchema } from './contract-type.ts';
import { enterpriseSchema } from './enterprise.ts';
import { fineConfigurationFormSchema, fineConfigurationSchema } from './fine-configuration.ts';
import { formSchema } from './form-text.ts';
import { invoiceConfigurationSchema } from './invoice-configuration.ts';
import { rubricSchema } from './rubric.ts';
import { zoneFormSchema, zoneSchema } from './zone.ts';

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('setup rules', () => {
  it('takes JSON numbers only in a body, naming the field of any other type', () => {
    for (const wrong of ['72.5', '0', '', '   ', true, false, [5], [], null]) {
      expect(
        messagesOf(rubricSchema.safeParse({ name: 'A', description: 'B', price: wrong })),
        JSON.stringify(wrong),
      ).toEqual({ price: 'Preço deve ser um número.' });
    }
    expect(messagesOf(rubricSchema.safeParse({ name: 'A', description: 'B' }))).toEqual({
      price: 'Preço: Campo obrigatório.',
    });
    expect(
      messagesOf(zoneSchema.safeParse({ designation: 'A', description: 'B', enterpriseId: true })),
    ).toEqual({ enterpriseId: 'Empresa deve ser um identificador válido.' });
  });

  it('reads the strings a form hands over as numbers, and an empty one as missing', () => {
    expect(
      formSchema(contractTypeSchema).parse({
        designation: ' Industrial ',
        minimumConsumptionValue: '900',
        pricePerConsumptionUnit: '72,5',
        reconnectionFee: 1500,
      }),
    ).toEqual({
      designation: 'Industrial',
      minimumConsumptionValue: 900,
      pricePerConsumptionUnit: 72.5,
      reconnectionFee: 1500,
    });
    expect(
      messagesOf(formSchema(rubricSchema).safeParse({ name: 'A', description: 'B', price: '' })),
    ).toEqual({
      price: 'Preço: Campo obrigatório.',
    });
  });

  it('keeps amounts at 0 or more with at most 2 decimals', () => {
    expect(messagesOf(rubricSchema.safeParse({ name: 'A', description: 'B', price: -0.01 }))).toEqual({
      price: 'Preço deve ser maior ou igual a 0.',
    });
    expect(messagesOf(rubricSchema.safeParse({ name: 'A', description: 'B', price: 1.005 }))).toEqual({
      price: 'Preço aceita no máximo 2 casas decimais.',
    });
    expect(rubricSchema.parse({ name: 'A', description: 'B', price: 0.1 }).price).toBe(0.1);
    expect(rubricSchema.parse({ name: 'A', description: 'B', price: 19.99 }).price).toBe(19.99);
  });

  it('bounds fines: percentage 0-100, whole days at 0 or more, maximum not below minimum', () => {
    expect(
      fineConfigurationFormSchema.parse({ minInterval: '0', maxInterval: '30', acruedFinePercentage: '100' }),
    ).toEqual({
      minInterval: 0,
      maxInterval: 30,
      acruedFinePercentage: 100,
      active: true,
    });
    expect(
      messagesOf(
        fineConfigurationSchema.safeParse({ minInterval: 1.5, maxInterval: -1, acruedFinePercentage: 101 }),
      ),
    ).toEqual({
      minInterval: 'Intervalo Mínimo deve ser um número inteiro.',
      maxInterval: 'Intervalo Máximo deve ser maior ou igual a 0.',
      acruedFinePercentage: 'Percentagem da Multa deve ser menor ou igual a 100.',
    });
    expect(
      messagesOf(
        invoiceConfigurationSchema.safeParse({ description: 'Prazo', minInterval: 20, maxInterval: 10 }),
      ),
    ).toEqual({ maxInterval: 'Intervalo Máximo deve ser maior ou igual ao Intervalo Mínimo.' });
  });

  it('requires every enterprise field, NUIT and phone as digits only', () => {
    expect(
      messagesOf(
        enterpriseSchema.safeParse({ name: 'A', email: 'a@b.co.mz', nuit: '12 34', phoneNumber: '+258' }),
      ),
    ).toEqual({
      nuit: 'Nuit aceita apenas dígitos.',
      phoneNumber: 'Contacto aceita apenas dígitos.',
      address: 'Endereço: Campo obrigatório.',
    });
  });

  it('requires a zone’s enterprise as a valid id', () => {
    expect(
      messagesOf(zoneFormSchema.safeParse({ designation: 'A', description: 'B', enterpriseId: '' })),
    ).toEqual({
      enterpriseId: 'Escolha a Empresa.',
    });
    expect(zoneFormSchema.parse({ designation: 'A', description: 'B', enterpriseId: '3' }).enterpriseId).toBe(
      3,
    );
  });
});
