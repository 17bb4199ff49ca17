import type { messages } from '@agua/domain/messages';
import type { ApolloClient } from '@apollo/client';
import type { FieldPath, FieldValues, Resolver } from 'react-hook-form';
import type { SetupPageQueryQuery } from '../../gql/graphql.ts';
import type { Option } from '../../ui/form/option.ts';
import type { Column } from '../../ui/table/column.ts';
import type { RowKey } from '../../ui/table/data-table.tsx';
import type { SavePayload } from './use-save-dialog.ts';

/** Everything the setup screen loads in its one query: each tab's rows, and the options its form offers. */
export type SetupData = SetupPageQueryQuery;

/** The seven tabs, named as the catalogue names their texts (tabs, tables, empty…). */
export type SetupKey = keyof typeof messages.setup.tables;

/** A text that differs between add and edit mode (a user's password: required to add, optional to edit). */
type ByMode<T> = T | ((editing: boolean) => T);

interface FieldBase<Values extends FieldValues> {
  name: FieldPath<Values>;
  label: ByMode<string>;
  required?: ByMode<boolean>;
  /** Takes two grid columns (a long address). */
  wide?: boolean;
}

/** One input of a setup form, rendered by the shared setup section. */
export type SetupField<Values extends FieldValues> = FieldBase<Values> &
  (
    | {
        kind: 'text';
        type?: 'text' | 'email' | 'tel' | 'password';
        digitsOnly?: boolean;
        /** Fixed text before the value: '+258' before a phone number. */
        prefix?: string;
        autoComplete?: string;
      }
    /** An amount in MZN (the one money input): never negative in setup. */
    | { kind: 'money' }
    /** A percentage typed with a decimal comma or point. */
    | { kind: 'percent' }
    | { kind: 'select'; options: (data: SetupData) => Option<string>[] }
    /** Sits at the bottom of its grid cell, level with the inputs beside it, unless `inline`. */
    | { kind: 'checkbox'; inline?: boolean }
  );

/**
 * One setup resource, described rather than coded: where its rows come from, the table's columns, the form's
 * fields and rule (the domain schema), and how a save reaches the gateway. The setup section does the rest.
 */
export interface SetupResource<Row, Values extends FieldValues, Output> {
  key: SetupKey;
  rows: (data: SetupData) => readonly Row[];
  rowKey: (row: Row) => RowKey;
  columns: (data: SetupData) => Column<Row>[];
  fields: readonly SetupField<Values>[];
  /** The form rule in add mode, and in edit mode when it differs. */
  resolver: Resolver<Values, unknown, Output>;
  editResolver?: Resolver<Values, unknown, Output>;
  /** The add-mode form, and what Limpar restores. */
  empty: Values;
  /** A table row as form values, for edit mode. */
  toValues: (row: Row) => Values;
  create: (client: ApolloClient, values: Output) => Promise<SavePayload | null | undefined>;
  update: (client: ApolloClient, id: string, values: Output) => Promise<SavePayload | null | undefined>;
}

export const byMode = <T>(value: ByMode<T>, editing: boolean): T =>
  typeof value === 'function' ? (value as (editing: boolean) => T)(editing) : value;
