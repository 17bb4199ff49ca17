import { messages, type UserCreateInput, userCreateSchema, userUpdateSchema } from '@agua/domain';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { graphql } from '../../gql/gql.ts';
import type { SetupPageQueryQuery } from '../../gql/graphql.ts';
import { Checkbox } from '../../ui/form/checkbox.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import type { Column } from '../../ui/table/column.ts';
import { ActiveBadge, activeText } from './active-badge.tsx';
import { SetupSection } from './setup-section.tsx';
import { useSetupForm } from './use-setup-form.ts';

type Row = SetupPageQueryQuery['users'][number];
type RoleOption = SetupPageQueryQuery['roles'][number];
type UserFields = z.output<typeof userUpdateSchema>;

const CreateUserMutation = graphql(`
  mutation CreateUser($input: UserInput!) {
    createUser(input: $input) {
      user {
        userId
      }
      ...MutationResult
    }
  }
`);

const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: UserInput!) {
    updateUser(id: $id, input: $input) {
      user {
        userId
      }
      ...MutationResult
    }
  }
`);

const s = messages.setup;
const f = s.fields;
const EMPTY: UserCreateInput = {
  name: '',
  username: '',
  password: '',
  phoneNumber: '',
  address: '',
  role: '',
  active: true,
};

// Add mode needs a password (≥ 6); edit mode keeps the stored one when the field is left empty.
const createResolver = zodResolver(userCreateSchema) as Resolver<UserCreateInput, unknown, UserFields>;
const updateResolver = zodResolver(userUpdateSchema) as Resolver<UserCreateInput, unknown, UserFields>;

interface UserTabProps {
  rows: readonly Row[];
  roles: readonly RoleOption[];
  loading: boolean;
  onSaved: () => Promise<void>;
}

const toInput = ({ password, ...fields }: UserFields) => ({ ...fields, ...(password ? { password } : {}) });

/** Utilizador: staff accounts (the table shows Activo / Não Activo). */
export function UserTab({ rows, roles, loading, onSaved }: UserTabProps) {
  const [create] = useMutation(CreateUserMutation);
  const [update] = useMutation(UpdateUserMutation);
  const { form, editing, editingId, submit, clear, load, saving } = useSetupForm({
    resolver: createResolver,
    editResolver: updateResolver,
    empty: EMPTY,
    toValues: (row: Row): UserCreateInput => ({
      name: row.name,
      username: row.username,
      password: '',
      phoneNumber: row.phoneNumber,
      address: row.address,
      role: row.role,
      active: row.active,
    }),
    idOf: (row) => String(row.userId),
    create: async (values) => (await create({ variables: { input: toInput(values) } })).data?.createUser,
    update: async (id, values) =>
      (await update({ variables: { id, input: toInput(values) } })).data?.updateUser,
    texts: {
      created: s.success.userCreated,
      updated: s.success.userUpdated,
      createFailed: s.failure.userCreate,
      updateFailed: s.failure.userUpdate,
    },
    onSaved,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const roleLabel = (role: string) => roles.find((option) => option.value === role)?.label ?? role;
  const columns: Column<Row>[] = [
    { id: 'userId', header: f.id, accessor: (row) => Number(row.userId), sortable: true, className: 'w-16' },
    { id: 'name', header: f.name, accessor: 'name', sortable: true },
    { id: 'username', header: f.username, accessor: 'username', sortable: true },
    {
      id: 'phoneNumber',
      header: f.phoneNumber,
      accessor: (row) => `+258 ${row.phoneNumber}`,
      sortable: true,
    },
    { id: 'role', header: f.role, accessor: (row) => roleLabel(row.role), sortable: true },
    {
      id: 'active',
      header: f.state,
      accessor: (row) => activeText(row.active),
      cell: (row) => <ActiveBadge active={row.active} />,
      sortable: true,
    },
  ];

  return (
    <SetupSection
      addTitle={s.titles.addUser}
      editTitle={s.titles.editUser}
      addLabel={s.actions.addUser}
      editing={editing}
      saving={saving}
      onSubmit={submit}
      onClear={clear}
      table={{
        label: s.tables.user,
        emptyText: s.empty.user,
        columns,
        rows,
        rowKey: (row) => row.userId,
        loading,
        onRowClick: load,
        activeKey: editingId,
      }}
    >
      <TextField label={f.name} required error={errors.name?.message} {...register('name')} />
      <TextField
        label={f.username}
        required
        autoComplete="off"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={editing ? f.passwordKeep : f.password}
        type="password"
        required={!editing}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={f.phoneNumber}
        prefix="+258"
        type="tel"
        digitsOnly
        required
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextField label={f.address} required error={errors.address?.message} {...register('address')} />
      <Dropdown
        label={f.role}
        required
        options={roles.map((role) => ({ value: role.value, label: role.label }))}
        error={errors.role?.message}
        {...register('role')}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Checkbox label={f.active} checked={field.value !== false} onChange={field.onChange} />
        )}
      />
    </SetupSection>
  );
}
