import type {
  AuthSessionResponse,
  LoginBody,
  MeResponse,
  RefreshTokenBody,
  TwoFactorChallengeResponse,
  TwoFactorLoginBody,
} from '@agua/domain/contracts/auth';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /auth routes. */
export class AuthSource extends RestDataSource {
  /** A session, or (an account with a second factor) the challenge its code must answer. */
  login(credentials: LoginBody): Promise<AuthSessionResponse | TwoFactorChallengeResponse> {
    return this.post('/auth/login', { body: credentials, anonymous: true });
  }

  loginWithTwoFactor(body: TwoFactorLoginBody): Promise<AuthSessionResponse> {
    return this.post('/auth/login/two-factor', { body, anonymous: true });
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
