import type {
  RoleOptionResponse,
  UserCreateBody,
  UserResponse,
  UserUpdateBody,
} from '@agua/domain/contracts/user';
import type { CreateUserInput, UpdateUserInput } from '../../generated/resolvers.ts';
import { withoutNulls } from '../../rest/body.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /user routes; never a password in an answer. */
export class UsersSource extends RestDataSource {
  readonly byId = this.loaderByIds<UserResponse>('/user', (row) => row.userId);

  list(): Promise<UserResponse[]> {
    return this.get<UserResponse[]>('/user');
  }

  roles(): Promise<RoleOptionResponse[]> {
    return this.get<RoleOptionResponse[]>('/user/roles');
  }

  create(input: CreateUserInput): Promise<UserResponse> {
    const body: UserCreateBody = withoutNulls(input);
    return this.post<UserResponse>('/user', body);
  }

  /** An omitted or empty password leaves the stored one unchanged. */
  update(id: string, input: UpdateUserInput): Promise<UserResponse> {
    const { password, ...fields } = withoutNulls(input);
    const body: UserUpdateBody = { ...fields, ...(password ? { password } : {}) };
    return this.put<UserResponse>(`/user/${encodeURIComponent(id)}`, body);
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/user/${encodeURIComponent(id)}`);
  }
}
