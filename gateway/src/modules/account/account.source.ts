import type {
  EndedSessionsResponse,
  SecuritySettingsBody,
  SecuritySettingsResponse,
  TwoFactorConfirmBody,
  TwoFactorConfirmedResponse,
  TwoFactorDisableBody,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
  UserSessionResponse,
} from '@agua/domain/contracts/account';
import type { AuthSessionResponse } from '@agua/domain/contracts/auth';
import type { PasswordChangeBody } from '@agua/domain/contracts/password';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's routes of one's own account (/auth/password, /auth/sessions, /auth/two-factor) and its rules. */
export class AccountSource extends RestDataSource {
  changePassword(body: PasswordChangeBody): Promise<AuthSessionResponse> {
    return this.post('/auth/password', { body });
  }

  sessions(): Promise<UserSessionResponse[]> {
    return this.get('/auth/sessions');
  }

  async endSession(sessionId: string): Promise<void> {
    await this.delete('/auth/sessions/{sessionId}', { path: { sessionId } });
  }

  endOtherSessions(): Promise<EndedSessionsResponse> {
    return this.post('/auth/sessions/end-others');
  }

  twoFactor(): Promise<TwoFactorStatusResponse> {
    return this.get('/auth/two-factor');
  }

  startTwoFactorSetup(): Promise<TwoFactorSetupResponse> {
    return this.post('/auth/two-factor/setup');
  }

  confirmTwoFactor(body: TwoFactorConfirmBody): Promise<TwoFactorConfirmedResponse> {
    return this.post('/auth/two-factor/confirm', { body });
  }

  async disableTwoFactor(body: TwoFactorDisableBody): Promise<void> {
    await this.post('/auth/two-factor/disable', { body });
  }

  async resetUserTwoFactor(id: string): Promise<void> {
    await this.post('/user/{id}/two-factor/reset', { path: { id } });
  }

  securitySettings(): Promise<SecuritySettingsResponse> {
    return this.get('/security-settings');
  }

  updateSecuritySettings(body: SecuritySettingsBody): Promise<SecuritySettingsResponse> {
    return this.put('/security-settings', { body });
  }
}
