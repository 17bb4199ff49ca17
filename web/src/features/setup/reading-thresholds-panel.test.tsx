import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ReadingThresholdsPanel } from './reading-thresholds-panel.tsx';

// Limites de consumo over the gateway's schema: the stored rules shown with the decimal comma, the domain's rule
// refusing a very high factor below the high one as typed, and the save sending numbers.

const STORED = {
  contractTypeId: '1',
  minimumCubicMeters: 5,
  highFactor: 2,
  highMinimum: 30,
  veryHighFactor: 4,
  veryHighMinimum: 60,
  lowFactor: 0.5,
  lowAverageAbove: 10,
};

let saved: Record<string, unknown>[] = [];

const client = () =>
  mockedClient({
    Query: { readingThresholds: () => STORED },
    Mutation: {
      updateReadingThresholds: (_: unknown, args: Record<string, unknown>) => {
        saved.push(args);
        return { thresholds: STORED, message: null, inputErrors: [] };
      },
    },
  });

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('Limites de consumo', () => {
  it('shows factors with the decimal comma, refuses very high below high as typed and saves numbers', async () => {
    saved = [];
    const user = userEvent.setup();
    renderPage(
      <ReadingThresholdsPanel contractTypes={[{ contractTypeId: '1', designation: 'Doméstico' }]} />,
      client(),
    );
    await waitFor(() => expect(box('Baixo: fracção da média').value).toBe('0,5'), { timeout: 3000 });

    await user.clear(box('Alto: vezes a média'));
    await user.type(box('Alto: vezes a média'), '2.75');
    expect(box('Alto: vezes a média').value).toBe('2,75');
    await user.clear(box('Muito alto: vezes a média'));
    await user.type(box('Muito alto: vezes a média'), '2,5');
    expect(
      await screen.findByText(
        'Os limites de consumo muito alto não podem ser inferiores aos de consumo alto.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar limites' }));
    expect(saved).toEqual([]);

    await user.clear(box('Muito alto: vezes a média'));
    await user.type(box('Muito alto: vezes a média'), '4,5');
    await user.clear(box('Consumo mínimo (m³)'));
    await user.type(box('Consumo mínimo (m³)'), '7');
    await user.click(screen.getByRole('button', { name: 'Guardar limites' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const { contractTypeId: _id, ...rules } = STORED;
    expect(saved[0]).toEqual({
      contractTypeId: '1',
      input: { ...rules, minimumCubicMeters: 7, highFactor: 2.75, veryHighFactor: 4.5 },
    });
  }, 20_000);
});
