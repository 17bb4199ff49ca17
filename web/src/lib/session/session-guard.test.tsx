import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/fake-jwt.ts';
import { sessionManagerWith } from '../../test/fake-session.ts';
import { LOGIN_PATH, SESSION_ROUTE_ID, sessionLoader, useSessionUser } from './session-guard.ts';
import type { SessionManager } from './session-manager.ts';
import type { SessionData } from './session-store.ts';

function Secret() {
  const user = useSessionUser();
  return <p>Olá {user.name}</p>;
}

function renderAt(path: string, manager: SessionManager) {
  const router = createMemoryRouter(
    [
      { path: LOGIN_PATH, element: <h1>Iniciar Sessão</h1> },
      { path: '/auth/password', element: <h1>Escolha a sua senha</h1> },
      {
        id: SESSION_ROUTE_ID,
        loader: sessionLoader(manager),
        children: [{ path: '/manager/dashboard', element: <Secret /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('session guard', () => {
  it('sends a visitor without a valid session to the login page', async () => {
    const router = renderAt('/manager/dashboard', sessionManagerWith(null));

    expect(await screen.findByRole('heading', { name: 'Iniciar Sessão' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(LOGIN_PATH);
  });

  it('lets a signed-in user through and gives pages the user, never the tokens', async () => {
    const session: SessionData = {
      token: fakeJwt(Date.now() + 60_000),
      refreshToken: 'secret',
      userId: '1',
      name: 'Administrador Demo',
      username: 'admin',
      role: 'ADMIN',
    };
    const router = renderAt('/manager/dashboard', sessionManagerWith(session));

    expect(await screen.findByText('Olá Administrador Demo')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manager/dashboard');
    expect(router.state.loaderData[SESSION_ROUTE_ID]).not.toHaveProperty('token');
    expect(router.state.loaderData[SESSION_ROUTE_ID]).not.toHaveProperty('refreshToken');
  });

  it('sends a session that owes its own password to the first sign-in page, from any page', async () => {
    const session: SessionData = {
      token: fakeJwt(Date.now() + 60_000, { step: 'PASSWORD_CHANGE' }),
      refreshToken: 'secret',
      userId: '3',
      name: 'Novo Técnico',
      username: 'novo',
      role: 'FIELD_TECH',
    };
    const router = renderAt('/manager/dashboard', sessionManagerWith(session));
    expect(await screen.findByRole('heading', { name: 'Escolha a sua senha' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/password');
  });
});
