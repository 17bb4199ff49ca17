import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isGroup, type MenuEntry } from '../../lib/feature.ts';
import { MAIN_MENU, menuForRole } from './menu.ts';
import { Sidebar } from './sidebar.tsx';

function links(entries: readonly MenuEntry[]): number {
  return entries.reduce((sum, entry) => sum + (isGroup(entry) ? links(entry.children) : 1), 0);
}

function labels(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    isGroup(entry) ? [entry.label, ...labels(entry.children)] : [entry.label],
  );
}

async function expandAll(user: ReturnType<typeof userEvent.setup>) {
  // Groups open one level at a time; keep opening until none is left closed.
  for (;;) {
    const closed = screen.queryAllByRole('button', { expanded: false });
    if (closed.length === 0) return;
    for (const button of closed) await user.click(button);
  }
}

describe('main menu', () => {
  it('keeps the product order, Relatórios after Contratos, and merges the groups several features fill', () => {
    expect(MAIN_MENU.map((entry) => entry.label)).toEqual([
      'Painel',
      'Lançamento',
      'Tesouraria',
      'Contratos',
      'Relatórios',
      'Parametrização',
      'Importar Dados',
      'Mensagens SMS',
      'Auditoria',
    ]);
    expect(labels(MAIN_MENU)).toEqual([
      'Painel',
      'Lançamento',
      'Leituras',
      'Registar Leitura',
      'Listar Leituras',
      'Leituras Pendentes',
      'Anomalias de Leitura',
      'Leituras estimadas e assinaladas por zona',
      'Rota de Leitura',
      'Clientes',
      'Suspensão',
      'Registar Suspensão',
      'Listar Suspensões',
      'Cortes',
      'Registar Corte',
      'Listar Cortes',
      'Candidatos a Corte',
      'Tesouraria',
      'Factura',
      'Recibo',
      'Pagamento',
      'Pagar Factura',
      'Outros Pagamentos',
      'Fecho de Caixa',
      'Pagamentos M-Pesa',
      'Mensagens',
      'Contratos',
      'Criar Contrato',
      'Listar Contratos',
      'Relatórios',
      'Parametrização',
      'Importar Dados',
      'Mensagens SMS',
      'Auditoria',
    ]);
  });

  it('hides registering cuts and suspensions, and the setup, from a field technician', () => {
    const tech = labels(menuForRole(MAIN_MENU, 'FIELD_TECH'));

    expect(tech).not.toContain('Registar Corte');
    expect(tech).not.toContain('Registar Suspensão');
    expect(tech).not.toContain('Parametrização');
    expect(tech).not.toContain('Mensagens SMS');
    expect(tech).not.toContain('Mensagens');
    expect(tech).not.toContain('Auditoria');
    expect(tech).toContain('Listar Cortes');
    expect(tech).toContain('Listar Suspensões');
    expect(labels(menuForRole(MAIN_MENU, 'ADMIN'))).toEqual(labels(MAIN_MENU));
  });

  it('renders the technician menu under /technical without the admin-only links', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/technical/dashboard']}>
        <Sidebar area="technical" userRole="FIELD_TECH" />
      </MemoryRouter>,
    );
    await expandAll(user);

    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Listar Cortes' }).getAttribute('href')).toBe(
      '/technical/cuts/list',
    );
    expect(screen.queryByRole('link', { name: 'Registar Corte' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Registar Suspensão' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Parametrização' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Painel' }).getAttribute('aria-current')).toBe('page');
  });

  it('gives an administrator every entry, links inside /manager', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/manager/cuts/add']}>
        <Sidebar area="manager" userRole="ADMIN" />
      </MemoryRouter>,
    );
    await expandAll(user);

    expect(screen.getByRole('link', { name: 'Registar Corte' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Parametrização' }).getAttribute('href')).toBe('/manager/setup');
    expect(screen.getByRole('link', { name: 'Relatórios' }).getAttribute('href')).toBe('/manager/reports');
    expect(screen.getAllByRole('link')).toHaveLength(links(MAIN_MENU));
  });
});
