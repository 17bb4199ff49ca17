import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SmsTemplatesPage } from './sms-templates-page.tsx';

// Mensagens SMS over the gateway's schema: the preview follows the text as it is typed, and a text that would be
// sent in UCS-2 shows it (and its parts) until the transliteration is ticked.

const template = (event: string, body: string) => ({
  event,
  body,
  transliterate: true,
  daysBefore: event === 'CUT_WARNING' ? 3 : null,
  placeholders: ['cliente', 'valor', 'data'],
  updatedAt: null,
});

const api = () =>
  mockedClient({
    Query: {
      smsTemplates: () => [
        template('RECONNECTION', 'Agua: {cliente}, o fornecimento foi religado em {data}.'),
        template('CUT_WARNING', 'Agua: {cliente}, divida de {valor}.'),
      ],
    },
  });

describe('Mensagens SMS', () => {
  it('previews the encoding and parts as the text is typed, and the cut warning asks for its days', async () => {
    const user = userEvent.setup();
    renderPage(<SmsTemplatesPage />, api());
    const form = await screen.findByRole('form', { name: 'Religação' });
    expect(within(form).getByTestId('sms-preview-encoding').textContent).toBe('GSM-7');
    expect(within(form).getByTestId('sms-preview-parts').textContent).toBe('1');

    const text = within(form).getByLabelText('Texto');
    await user.clear(text);
    await user.type(
      text,
      'Religação de {{cliente}: o fornecimento voltou em {{data}. Obrigado pela paciência.',
    );
    await user.click(within(form).getByRole('checkbox', { name: /Tirar acentos/ }));
    expect(within(form).getByTestId('sms-preview-encoding').textContent).toBe('UCS-2');
    expect(within(form).getByTestId('sms-preview-parts').textContent).toBe('2');
    await user.click(within(form).getByRole('checkbox', { name: /Tirar acentos/ }));
    expect(within(form).getByTestId('sms-preview-encoding').textContent).toBe('GSM-7');
    expect(within(form).getByTestId('sms-preview-text').textContent).toContain('Religacao de Conceicao');

    const warning = screen.getByRole('form', { name: 'Aviso de corte' });
    expect((within(warning).getByLabelText('Dias de aviso antes do corte') as HTMLInputElement).value).toBe(
      '3',
    );
    expect(within(form).queryByLabelText('Dias de aviso antes do corte')).toBeNull();
  }, 30_000);
});
