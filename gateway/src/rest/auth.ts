import type { Role } from '@agua/domain/roles';
import { RestDataSource } from './data-source.ts';

/** `POST /auth/login` and `/auth/refresh-token` answer this (the GraphQL AuthSession). */
export interface AuthSessionRest {
  token: string;
  refreshToken: string;
  userId: number | string;
  name: string;
  username: string;
  role: Role;
}

/** `GET /auth/me` answers this (the GraphQL Me, whose roleLabel the gateway derives). */
export interface MeRest {
  userId: number | string;
  name: string;
  username: string;
  role: Role;
}

/** The api's /auth routes. */
export class AuthSource extends RestDataSource {
  login(credentials: { username: string; password: string }): Promise<AuthSessionRest> {
    return this.request<AuthSessionRest>(
      { method: 'POST', path: '/auth/login', body: credentials },
      { anonymous: true },
    );
  }

  refresh(refreshToken: string): Promise<AuthSessionRest> {
    // The access token is usually expired by now; the refresh token alone proves the session.
    return this.request<AuthSessionRest>(
      { method: 'POST', path: '/auth/refresh-token', body: { refreshToken } },
      { anonymous: true },
    );
  }

  async logout(refreshToken: string): Promise<void> {
    await this.post<unknown>('/auth/logout', { refreshToken });
  }

  me(): Promise<MeRest> {
    return this.get<MeRest>('/auth/me');
  }
}
