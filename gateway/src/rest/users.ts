import type { Role } from '@agua/domain/roles';
import { RestDataSource } from './data-source.ts';

/** `GET /user` rows (the GraphQL User); never a password. */
export interface UserRest {
  userId: number;
  name: string;
  username: string;
  phoneNumber: string;
  address: string;
  role: Role;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface RoleOptionRest {
  value: Role;
  label: string;
}

export interface UserFieldsRest {
  name: string;
  username: string;
  password?: string | null;
  phoneNumber: string;
  address: string;
  role: Role;
  active?: boolean | null;
}

/** GraphQL sends omitted optionals as null; the api wants them absent (password kept, active defaulted). */
function restBody({ password, active, ...fields }: UserFieldsRest) {
  return { ...fields, ...(password ? { password } : {}), ...(active == null ? {} : { active }) };
}

/** The api's /user routes. */
export class UsersSource extends RestDataSource {
  readonly byId = this.loaderByIds<UserRest>('/user', (row) => row.userId);

  list(): Promise<UserRest[]> {
    return this.get<UserRest[]>('/user');
  }

  roles(): Promise<RoleOptionRest[]> {
    return this.get<RoleOptionRest[]>('/user/roles');
  }

  create(input: UserFieldsRest): Promise<UserRest> {
    return this.post<UserRest>('/user', restBody(input));
  }

  update(id: string, input: UserFieldsRest): Promise<UserRest> {
    return this.put<UserRest>(`/user/${encodeURIComponent(id)}`, restBody(input));
  }

  async remove(id: string): Promise<void> {
    await this.delete<unknown>(`/user/${encodeURIComponent(id)}`);
  }
}
