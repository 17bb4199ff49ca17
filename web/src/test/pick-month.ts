import { MONTHS_PT } from '@agua/domain/dates';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Chooses YYYY-MM in the month picker labelled `label` as a user does: opens it, walks the year arrows to the
 * year, clicks the month by its pt-PT name.
 */
export async function pickMonth(user: UserEvent, label: string, value: string): Promise<void> {
  const [year, month] = value.split('-').map(Number) as [number, number];
  await user.click(screen.getByRole('textbox', { name: label }));
  const dialog = screen.getByRole('dialog', { name: 'Meses' });
  for (
    let guard = 0;
    guard < 50 && !within(dialog).queryByRole('table', { name: `Meses ${year}` });
    guard += 1
  ) {
    const shown = Number(within(dialog).getByRole('table').getAttribute('aria-label')?.slice(-4));
    await user.click(
      within(dialog).getByRole('button', { name: shown > year ? 'Ano anterior' : 'Ano seguinte' }),
    );
  }
  await user.click(within(dialog).getByRole('button', { name: `${MONTHS_PT[month - 1]} ${year}` }));
}
