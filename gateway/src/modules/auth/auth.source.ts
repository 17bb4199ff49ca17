import type {
  AuthSessionResponse,
  LoginBody,
  MeResponse,
  RefreshTokenBody,
} from '@agua/domain/contracts/auth';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /auth routes. */
export class AuthSource extends RestDataSource {
  login(credentials: LoginBody): Promise<AuthSessionResponse> {
    return this.post('/auth/login', { body: credentials, anonymous: true });
  }

  refresh(refreshToken: string): Promise<AuthSessionResponse> {
    // The access token is usually expired by now; the refresh token alone proves the session.
    const body: RefreshTokenBody = { refreshToken };
    return this.post('/auth/refresh-token', { body, anonymous: true });
  }

  async logout(refreshToken: string): Promise<void> {
    const body: RefreshTokenBody = { refreshToken };
    await this.post('/auth/logout', { body });
  }

  me(): Promise<MeResponse> {
    return this.get('/auth/me');
  }
}
