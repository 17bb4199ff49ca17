import {
  type ApiKeyCreateBody,
  type ApiKeyCreateFields,
  type ApiKeyState,
  apiKeyCreateSchema,
} from '@agua/domain/contracts/api-key';
import { formatDate, formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { NoSymbolIcon } from '@heroicons/react/20/solid';
import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { graphql } from '../../gql/gql.ts';
import type { ApiKeysQueryQuery } from '../../gql/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import type { Column } from '../../ui/table/column.ts';
import { useToast } from '../../ui/toast/toast-context.ts';
import { ApiKeySecretDialog } from './api-key-secret-dialog.tsx';
import { SetupSection } from './setup-section.tsx';
import { useSaveDialog } from './use-save-dialog.ts';

const t = messages.apiKeys;

const ApiKeysQuery = graphql(`
  query ApiKeysQuery {
    apiKeys {
      apiKeyId
      name
      expiresOn
      state
      lastUsedAt
    }
  }
`);
const CreateApiKey = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      ...MutationResult
      secret
      apiKey {
        apiKeyId
      }
    }
  }
`);
const RevokeApiKey = graphql(
  `mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ...MutationResult } }`,
);

type Row = ApiKeysQueryQuery['apiKeys'][number];

const EMPTY: ApiKeyCreateBody = { name: '', expiresOn: '' };

const STATE_STYLES: Record<ApiKeyState, { badge: string; dot: string }> = {
  ACTIVE: {
    badge: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
    dot: 'bg-emerald-500',
  },
  EXPIRED: {
    badge: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
    dot: 'bg-amber-500',
  },
  REVOKED: {
    badge: 'bg-slate-100 text-slate-700 dark:bg-slate-500/15 dark:text-slate-300',
    dot: 'bg-slate-400',
  },
};

function StateBadge({ state }: { state: ApiKeyState }) {
  const style = STATE_STYLES[state];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium',
        style.badge,
      )}
    >
      <span aria-hidden="true" className={clsx('size-1.5 rounded-full', style.dot)} />
      {t.states[state]}
    </span>
  );
}

function columns(onRevoke: (row: Row) => void): Column<Row>[] {
  return [
    { id: 'name', header: t.fields.name, accessor: 'name', sortable: true },
    {
      id: 'expiresOn',
      header: t.fields.expiresOn,
      accessor: 'expiresOn',
      cell: (row) => formatDate(row.expiresOn),
      sortable: true,
      nowrap: true,
    },
    {
      id: 'lastUsedAt',
      header: t.fields.lastUsedAt,
      accessor: (row) => row.lastUsedAt ?? '',
      cell: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : t.neverUsed),
      sortable: true,
      nowrap: true,
    },
    {
      id: 'state',
      header: t.fields.state,
      accessor: (row) => t.states[row.state],
      cell: (row) => <StateBadge state={row.state} />,
      sortable: true,
    },
    {
      id: 'actions',
      header: t.fields.actions,
      accessor: () => '',
      align: 'right',
      cell: (row) =>
        row.state === 'REVOKED' ? null : (
          <Button
            variant="secondary"
            icon={NoSymbolIcon}
            onClick={() => onRevoke(row)}
            aria-label={t.revokeOf(row.name)}
            className="h-8"
          >
            {t.revoke}
          </Button>
        ),
    },
  ];
}

/**
 * Chaves de API: an administrator creates a key for a reporting tool (its secret shown once, in a dialog of its
 * own), sees when each was last used, and revokes one with a confirmation. The keys load when the tab is opened.
 */
export function ApiKeySection() {
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(ApiKeysQuery, { fetchPolicy: 'cache-and-network' });
  const form = useForm<ApiKeyCreateBody, unknown, ApiKeyCreateFields>({
    resolver: zodResolver(apiKeyCreateSchema),
    defaultValues: EMPTY,
  });
  const save = useSaveDialog();
  const dialog = useDialog();
  const toast = useToast();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<Row | null>(null);

  const submit = form.handleSubmit(async (values) => {
    let secret: string | null = null;
    const saved = await save(
      async () => {
        const payload = (await client.mutate({ mutation: CreateApiKey, variables: { input: values } })).data
          ?.createApiKey;
        secret = payload?.secret ?? null;
        return payload;
      },
      { success: t.created, failure: t.createFailed },
      (errors) => {
        for (const error of errors)
          form.setError(error.field as Path<ApiKeyCreateBody>, { message: error.message });
      },
    );
    if (!saved || !secret) return;
    // The secret's own dialog replaces the generic success one: it is the message.
    dialog.close();
    setCreated({ name: values.name, secret });
    form.reset(EMPTY);
    await refetch();
  });

  // The confirmation was the dialog: success is a toast, and only a failure opens the error dialog.
  const revoke = async () => {
    const row = revoking;
    setRevoking(null);
    if (!row) return;
    const fail = (message: string, errorDetails?: string) =>
      dialog.open({
        title: messages.dialog.errorTitle,
        message,
        type: 'error',
        showConfirmButton: true,
        errorDetails,
      });
    try {
      const payload = (await client.mutate({ mutation: RevokeApiKey, variables: { id: row.apiKeyId } })).data
        ?.revokeApiKey;
      if (!payload) return fail(t.revokeFailed, messages.dialog.unexpected);
      if (payload.message) return fail(payload.message);
      toast.show({ type: 'success', message: t.revoked });
      await refetch();
    } catch (error) {
      fail(t.revokeFailed, error instanceof Error ? error.message : messages.dialog.unexpected);
    }
  };

  return (
    <>
      <SetupSection
        addTitle={t.addTitle}
        editTitle={t.addTitle}
        addLabel={t.create}
        editing={false}
        saving={form.formState.isSubmitting}
        onSubmit={submit}
        onClear={() => form.reset(EMPTY)}
        table={{
          label: t.table,
          emptyText: t.empty,
          columns: columns(setRevoking),
          rows: data?.apiKeys ?? [],
          rowKey: (row) => row.apiKeyId,
          loading: loading && !data,
        }}
      >
        <p className="text-sm text-ink-muted sm:col-span-2 lg:col-span-3">{t.intro}</p>
        <TextField
          label={t.fields.name}
          required
          autoComplete="off"
          placeholder={t.namePlaceholder}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="expiresOn"
          render={({ field, fieldState }) => (
            <DatePicker
              label={t.fields.expiresOn}
              required
              // A key may live a year: in December its last day is next year.
              yearsAhead={1}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
      </SetupSection>
      <ConfirmDialog
        open={revoking !== null}
        title={t.revokeTitle}
        message={t.revokeText(revoking?.name ?? '')}
        confirmLabel={t.revoke}
        cancelLabel={t.cancel}
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
      />
      <ApiKeySecretDialog
        secret={created?.secret ?? null}
        name={created?.name ?? ''}
        onClose={() => setCreated(null)}
      />
    </>
  );
}
