import { type ContractCreateInput, contractCreateSchema, messages, todayInMaputo } from '@agua/domain';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import { Checkbox } from '../../ui/form/checkbox.tsx';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

const f = messages.clients.fields;

export const CONTRACT_STEP_FORM_ID = 'contract-step-form';

const ContractStepQuery = graphql(`
  query ContractStepQuery {
    enterprises {
      enterpriseId
      name
    }
    zones {
      zoneId
      designation
      enterpriseId
    }
    contractTypes {
      contractTypeId
      designation
    }
  }
`);

const ContractStepClientsQuery = graphql(`
  query ContractStepClientsQuery($zoneId: ID!) {
    clientsByZone(zoneId: $zoneId) {
      clientId
      name
    }
  }
`);

const ContractStepMetersQuery = graphql(`
  query ContractStepMetersQuery($clientId: ID!) {
    availableMeters(clientId: $clientId) {
      meterId
      brand
    }
  }
`);

/** The client saved in step 1, which step 2 starts from. */
export interface SavedClient {
  clientId: string;
  zoneId: string;
}

interface ContractStepProps {
  client: SavedClient;
  onValid: (input: ContractCreateInput) => void;
  onInvalid: () => void;
}

/**
 * Step 2 'Celebração do Contrato'. Empresa → Zona → Cliente → Contador narrow each other; the saved client, its
 * zone and enterprise are chosen at first, with the first contract type and the last meter (SPEC.md 2.6).
 */
export function ContractStep({ client, onValid, onInvalid }: ContractStepProps) {
  const options = useQuery(ContractStepQuery, { context: { toast: false } });
  const zones = options.data?.zones ?? [];
  const types = options.data?.contractTypes ?? [];

  const [chosenEnterprise, setEnterprise] = useState<string | null>(null);
  const [zoneId, setZoneId] = useState(client.zoneId);
  const [clientId, setClientId] = useState(client.clientId);
  const [chosenMeter, setMeter] = useState<string | null>(null);
  const [chosenType, setType] = useState<string | null>(null);
  const [startDate, setStartDate] = useState<string | null>(todayInMaputo());
  const [balance, setBalance] = useState('0');
  const [description, setDescription] = useState('');
  const [active, setActive] = useState(true);

  const enterpriseId =
    chosenEnterprise ?? String(zones.find((zone) => String(zone.zoneId) === zoneId)?.enterpriseId ?? '');
  const zonesOfEnterprise = zones.filter(
    (zone) => !enterpriseId || String(zone.enterpriseId) === enterpriseId,
  );

  const clients = useQuery(ContractStepClientsQuery, {
    variables: { zoneId },
    skip: !zoneId,
    context: { toast: false },
  });
  const meters = useQuery(ContractStepMetersQuery, {
    variables: { clientId },
    skip: !clientId,
    context: { toast: false },
  });
  const meterList = meters.data?.availableMeters ?? [];
  const meterId = chosenMeter ?? String(meterList.at(-1)?.meterId ?? '');
  const contractTypeId = chosenType ?? String(types[0]?.contractTypeId ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: ContractCreateInput = {
      startDate: startDate ?? '',
      clientId,
      meterId,
      contractTypeId,
      description: description || null,
      contractStatus: active ? 1 : 0,
      balance: balance.trim() === '' ? Number.NaN : Number(balance.replace(',', '.')),
    };
    if (contractCreateSchema.safeParse(input).success) onValid(input);
    else onInvalid();
  }

  const loadError = options.error
    ? messages.clients.dialogs.loadZonesError
    : clients.error
      ? messages.clients.dialogs.loadClientsError
      : null;

  return (
    <form id={CONTRACT_STEP_FORM_ID} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      {loadError && (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2 dark:text-red-400">
          {loadError}
        </p>
      )}
      <Dropdown
        label={f.enterprise}
        value={enterpriseId}
        options={(options.data?.enterprises ?? []).map((e) => ({
          value: String(e.enterpriseId),
          label: e.name,
        }))}
        onChange={(event) => {
          setEnterprise(event.target.value);
          setZoneId('');
          setClientId('');
          setMeter(null);
        }}
      />
      <Dropdown
        label={f.zone}
        required
        value={zoneId}
        options={zonesOfEnterprise.map((z) => ({ value: String(z.zoneId), label: z.designation }))}
        onChange={(event) => {
          setZoneId(event.target.value);
          setClientId('');
          setMeter(null);
        }}
      />
      <Dropdown
        label={f.client}
        required
        value={clientId}
        options={(clients.data?.clientsByZone ?? []).map((c) => ({
          value: String(c.clientId),
          label: `${c.clientId} - ${c.name}`,
        }))}
        onChange={(event) => {
          setClientId(event.target.value);
          setMeter(null);
        }}
      />
      <DatePicker label={f.startDate} value={startDate} onChange={setStartDate} name="startDate" />
      <Dropdown
        label={f.contractType}
        required
        value={contractTypeId}
        options={types.map((type) => ({ value: String(type.contractTypeId), label: type.designation }))}
        onChange={(event) => setType(event.target.value)}
      />
      <TextField
        label={f.balance}
        type="number"
        step="0.01"
        inputMode="decimal"
        value={balance}
        onChange={(event) => setBalance(event.target.value)}
      />
      <Dropdown
        label={f.meter}
        required
        value={meterId}
        options={meterList.map((meter) => ({
          value: String(meter.meterId),
          label: `${meter.meterId} - ${meter.brand}`,
        }))}
        onChange={(event) => setMeter(event.target.value)}
      />
      <TextField
        label={f.description}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Checkbox
        label={f.activate}
        name="contractStatus"
        checked={active}
        onChange={setActive}
        className="sm:col-span-2"
      />
    </form>
  );
}
