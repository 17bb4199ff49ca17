import { messages } from '@agua/domain/messages';
import { Dropdown } from '../../ui/form/dropdown.tsx';

const t = messages.clientRubrics;

export interface ClientContract {
  contractId: string;
  contractStatus: number;
  meterId: string;
}

/** The client's active contracts (status 1): a charge goes to one of them. */
export const activeContracts = (contracts: readonly ClientContract[] | undefined) =>
  (contracts ?? []).filter((contract) => contract.contractStatus === 1);

/**
 * 'Contrato' for a client holding several active contracts (the api then asks which one, docs/domain.md
 * "Confirmations and reversals on screen"); nothing for a client with one.
 */
export function ContractChoice({
  contracts,
  value,
  error,
  onChange,
}: {
  contracts: readonly ClientContract[];
  value: string;
  error?: string | null;
  onChange: (contractId: string) => void;
}) {
  if (contracts.length < 2) return null;
  return (
    <Dropdown
      label={t.fields.contractId}
      value={value}
      placeholder={t.chooseContract}
      error={error}
      options={contracts.map((contract) => ({
        value: contract.contractId,
        label: t.contractOption(contract.contractId, contract.meterId),
      }))}
      onChange={(event) => onChange(event.target.value)}
      className="w-full md:w-60"
    />
  );
}
