import { formatMZN, messages } from '@agua/domain';
import {
  type ContractTypeFields,
  type ContractTypeInput,
  contractTypeSchema,
} from '@agua/domain/rules/setup';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql } from '../../gql/gql.ts';
import type { SetupPageQueryQuery } from '../../gql/graphql.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import type { Column } from '../../ui/table/column.ts';
import { amountText, decimalOnChange } from './decimal-input.ts';
import { SetupSection } from './setup-section.tsx';
import { useSetupForm } from './use-setup-form.ts';

type Row = SetupPageQueryQuery['contractTypes'][number];

const CreateContractTypeMutation = graphql(`
  mutation CreateContractType($input: ContractTypeInput!) {
    createContractType(input: $input) {
      contractType {
        contractTypeId
      }
      ...MutationResult
    }
  }
`);

const UpdateContractTypeMutation = graphql(`
  mutation UpdateContractType($id: ID!, $input: ContractTypeInput!) {
    updateContractType(id: $id, input: $input) {
      contractType {
        contractTypeId
      }
      ...MutationResult
    }
  }
`);

const s = messages.setup;
const f = s.fields;
const EMPTY: ContractTypeInput = {
  designation: '',
  minimumConsumptionValue: '',
  pricePerConsumptionUnit: '',
  reconnectionFee: '',
};

const money = (value: number) => formatMZN(value);
const columns: Column<Row>[] = [
  {
    id: 'contractTypeId',
    header: f.id,
    accessor: (row) => Number(row.contractTypeId),
    sortable: true,
    className: 'w-16',
  },
  { id: 'designation', header: f.designation, accessor: 'designation', sortable: true },
  {
    id: 'minimumConsumptionValue',
    header: f.minimumConsumptionValue,
    accessor: 'minimumConsumptionValue',
    cell: (row) => money(row.minimumConsumptionValue),
    sortable: true,
    align: 'right',
  },
  {
    id: 'pricePerConsumptionUnit',
    header: f.pricePerConsumptionUnit,
    accessor: 'pricePerConsumptionUnit',
    cell: (row) => money(row.pricePerConsumptionUnit),
    sortable: true,
    align: 'right',
  },
  {
    id: 'reconnectionFee',
    header: f.reconnectionFee,
    accessor: 'reconnectionFee',
    cell: (row) => money(row.reconnectionFee),
    sortable: true,
    align: 'right',
  },
];

interface ContractTypeTabProps {
  rows: readonly Row[];
  loading: boolean;
  onSaved: () => Promise<void>;
}

type MoneyField = 'minimumConsumptionValue' | 'pricePerConsumptionUnit' | 'reconnectionFee';

/** Contracto: the tariffs (minimum charge, price per m³, reconnection fee). */
export function ContractTypeTab({ rows, loading, onSaved }: ContractTypeTabProps) {
  const [create] = useMutation(CreateContractTypeMutation);
  const [update] = useMutation(UpdateContractTypeMutation);
  const { form, editing, editingId, submit, clear, load, saving } = useSetupForm<
    ContractTypeInput,
    ContractTypeFields,
    Row
  >({
    resolver: zodResolver(contractTypeSchema),
    empty: EMPTY,
    toValues: (row: Row): ContractTypeInput => ({
      designation: row.designation,
      minimumConsumptionValue: amountText(row.minimumConsumptionValue),
      pricePerConsumptionUnit: amountText(row.pricePerConsumptionUnit),
      reconnectionFee: amountText(row.reconnectionFee),
    }),
    idOf: (row) => String(row.contractTypeId),
    create: async (input) => (await create({ variables: { input } })).data?.createContractType,
    update: async (id, input) => (await update({ variables: { id, input } })).data?.updateContractType,
    texts: {
      created: s.success.contractTypeCreated,
      updated: s.success.contractTypeUpdated,
      createFailed: s.failure.contractTypeCreate,
      updateFailed: s.failure.contractTypeUpdate,
    },
    onSaved,
    // SPEC.md 5: for the contract type the dialog spells 'devidamente'.
    validationMessage: messages.dialog.validationMessageContractType,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const moneyField = (name: MoneyField) => {
    const field = register(name);
    return { ...field, onChange: decimalOnChange(field.onChange), inputMode: 'decimal' as const };
  };

  return (
    <SetupSection
      addTitle={s.titles.addContractType}
      editTitle={s.titles.editContractType}
      addLabel={s.actions.addContractType}
      editing={editing}
      saving={saving}
      onSubmit={submit}
      onClear={clear}
      table={{
        label: s.tables.contractType,
        emptyText: s.empty.contractType,
        columns,
        rows,
        rowKey: (row) => row.contractTypeId,
        loading,
        onRowClick: load,
        activeKey: editingId,
      }}
    >
      <TextField
        label={f.designation}
        required
        error={errors.designation?.message}
        {...register('designation')}
      />
      <TextField
        label={f.minimumConsumptionValue}
        required
        error={errors.minimumConsumptionValue?.message}
        {...moneyField('minimumConsumptionValue')}
      />
      <TextField
        label={f.pricePerConsumptionUnit}
        required
        error={errors.pricePerConsumptionUnit?.message}
        {...moneyField('pricePerConsumptionUnit')}
      />
      <TextField
        label={f.reconnectionFee}
        required
        error={errors.reconnectionFee?.message}
        {...moneyField('reconnectionFee')}
      />
    </SetupSection>
  );
}
