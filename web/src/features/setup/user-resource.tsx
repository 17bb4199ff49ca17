import type { UserCreateBody, UserUpdateFields } from '@agua/domain/contracts/user';
import { messages } from '@agua/domain/messages';
import { formatPhone } from '@agua/domain/rules/phone';
import { graphql } from '../../gql/gql.ts';
import { lazyResolver } from '../../ui/form/lazy-resolver.ts';
import { activeColumn } from './active-badge.tsx';
import type { SetupData, SetupResource } from './setup-resource.ts';

type Row = SetupData['users'][number];
type UserFields = UserUpdateFields;

const CreateUser = graphql(
  `mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { ...MutationResult } }`,
);
const UpdateUser = graphql(
  `mutation UpdateUser($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ...MutationResult } }`,
);

const f = messages.setup.fields;

/** An empty password in edit mode keeps the stored one: it is not sent. */
const toInput = ({ password, ...fields }: UserFields) => ({ ...fields, ...(password ? { password } : {}) });

/** Utilizador: staff accounts (the table shows Activo / Não Activo). */
export const userResource: SetupResource<Row, UserCreateBody, UserFields> = {
  key: 'user',
  rows: (data) => data.users,
  rowKey: (row) => row.userId,
  columns: (data) => [
    { id: 'userId', header: f.id, accessor: (row) => Number(row.userId), sortable: true, className: 'w-16' },
    { id: 'name', header: f.name, accessor: 'name', sortable: true },
    { id: 'username', header: f.username, accessor: 'username', sortable: true },
    {
      id: 'phoneNumber',
      header: f.phoneNumber,
      accessor: (row) => formatPhone(row.phoneNumber),
      sortable: true,
    },
    {
      id: 'role',
      header: f.role,
      accessor: (row) => data.roles.find((option) => option.value === row.role)?.label ?? row.role,
      sortable: true,
    },
    activeColumn(),
  ],
  fields: [
    { kind: 'text', name: 'name', label: f.name, required: true },
    { kind: 'text', name: 'username', label: f.username, required: true, autoComplete: 'off' },
    {
      kind: 'text',
      name: 'password',
      type: 'password',
      label: (editing) => (editing ? f.passwordKeep : f.password),
      required: (editing) => !editing,
      autoComplete: 'new-password',
    },
    {
      kind: 'text',
      name: 'phoneNumber',
      label: f.phoneNumber,
      prefix: '+258',
      type: 'tel',
      digitsOnly: true,
      required: true,
    },
    { kind: 'text', name: 'address', label: f.address, required: true },
    {
      kind: 'select',
      name: 'role',
      label: f.role,
      required: true,
      options: (data) => data.roles.map((role) => ({ value: role.value, label: role.label })),
    },
    { kind: 'checkbox', name: 'active', label: f.active, inline: true },
  ],
  // Add mode needs a password that follows the rules; edit mode keeps the stored one when the field is left empty.
  // The rules load with the form's first submit (user-resolvers.ts: the strength estimator is ~1 MB).
  resolver: lazyResolver(async () => (await import('./user-resolvers.ts')).createUserResolver).resolver,
  editResolver: lazyResolver(async () => (await import('./user-resolvers.ts')).updateUserResolver).resolver,
  empty: { name: '', username: '', password: '', phoneNumber: '', address: '', role: '', active: true },
  toValues: (row) => ({
    name: row.name,
    username: row.username,
    password: '',
    phoneNumber: row.phoneNumber,
    address: row.address,
    role: row.role,
    active: row.active,
  }),
  // In add mode the create rule has required the password.
  create: async (client, values) =>
    (
      await client.mutate({
        mutation: CreateUser,
        variables: { input: { ...values, password: values.password ?? '' } },
      })
    ).data?.createUser,
  update: async (client, id, values) =>
    (await client.mutate({ mutation: UpdateUser, variables: { id, input: toInput(values) } })).data
      ?.updateUser,
};
