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
  readonly byId = this.loaderByIds('/user', (row) => row.userId);

  list(): Promise<UserResponse[]> {
    return this.get('/user');
  }

  roles(): Promise<RoleOptionResponse[]> {
    return this.get('/user/roles');
  }

  create(input: CreateUserInput): Promise<UserResponse> {
    const body: UserCreateBody = withoutNulls(input);
    return this.post('/user', { body });
  }

  /** An omitted or empty password leaves the stored one unchanged. */
  update(id: string, input: UpdateUserInput): Promise<UserResponse> {
    const { password, ...fields } = withoutNulls(input);
    const body: UserUpdateBody = { ...fields, ...(password ? { password } : {}) };
    return this.put('/user/{id}', { path: { id }, body });
  }

  async remove(id: string): Promise<void> {
    await this.delete('/user/{id}', { path: { id } });
  }
}
