import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import { useToast } from '../toast/toast-context.ts';
import { Dropdown } from './dropdown.tsx';
import { MeterSerialSearch } from './meter-serial-search.tsx';

const MeterCascadeOptionsQuery = graphql(`
  query MeterCascadeOptionsQuery {
    enterprises {
      enterpriseId
      name
    }
    zones {
      zoneId
      designation
      enterpriseId
    }
  }
`);

const MeterCascadeClientsQuery = graphql(`
  query MeterCascadeClientsQuery($zoneId: ID!) {
    clientsByZone(zoneId: $zoneId) {
      clientId
      name
      meters {
        meterId
        brand
        serialNumber
      }
    }
  }
`);

/** A new contract's meter: one of the client's meters not under another contract. */
const MeterCascadeAvailableMetersQuery = graphql(`
  query ContractStepMetersQuery($clientId: ID!) {
    availableMeters(clientId: $clientId) {
      meterId
      brand
      serialNumber
    }
  }
`);

/** The four choices, each narrowing the next: '' for none. */
export interface MeterChoice {
  enterpriseId: string;
  zoneId: string;
  clientId: string;
  meterId: string;
}

export type MeterChoiceField = keyof MeterChoice;

const BELOW: Record<MeterChoiceField, MeterChoiceField[]> = {
  enterpriseId: ['zoneId', 'clientId', 'meterId'],
  zoneId: ['clientId', 'meterId'],
  clientId: ['meterId'],
  meterId: [],
};

export interface MeterCascadeLabels {
  enterprise: string;
  zone: string;
  client: string;
  meter: string;
  /** Shown as a toast when the enterprises and zones, or a zone's clients, cannot be loaded. */
  loadZonesError: string;
  loadClientsError: string;
}

interface MeterCascadeProps {
  labels: MeterCascadeLabels;
  value: MeterChoice;
  /** One choice changed; the cascade then clears the ones below it (and picks a client's only meter) the same way. */
  onChange: (field: MeterChoiceField, value: string) => void;
  /** Each choice's validation message; null shows none. */
  errors?: Partial<Record<MeterChoiceField, string | null | undefined>>;
  /**
   * The client's meters (acting on one: a reading, a cut, a suspension), or those free for a new contract, the newest
   * of which is chosen when they arrive.
   */
  meters?: 'client' | 'available';
  /** Which choices are marked as required (the meter always is). */
  required?: readonly MeterChoiceField[];
  /** A client's option text; its name by default. */
  clientLabel?: (client: { clientId: string | number; name: string }) => string;
  /** Disables the client's choice while the zone's clients load. */
  waitForClients?: boolean;
}

/**
 * Empresa → Zona → Cliente → Contador, written once for every screen that picks a meter (register a reading, a cut,
 * a suspension; a contract's step 2), or found at once by the serial number printed on the meter: each choice narrows the next and clears the ones after it; a client with a
 * single meter has it chosen at once; a zone chosen before its enterprise (a saved client's) brings it along.
 */
export function MeterCascade({
  labels,
  value,
  onChange,
  errors = {},
  meters: source = 'client',
  required = ['meterId'],
  clientLabel = (client) => client.name,
  waitForClients = false,
}: MeterCascadeProps) {
  const toast = useToast();
  const { enterpriseId, zoneId, clientId, meterId } = value;
  const options = useQuery(MeterCascadeOptionsQuery, { context: { toast: false } });
  const clients = useQuery(MeterCascadeClientsQuery, {
    variables: { zoneId },
    skip: !zoneId,
    context: { toast: false },
  });
  const available = useQuery(MeterCascadeAvailableMetersQuery, {
    variables: { clientId },
    skip: source !== 'available' || !clientId,
    context: { toast: false },
  });

  useEffect(() => {
    if (options.error) toast.show({ type: 'error', message: labels.loadZonesError });
  }, [options.error, toast, labels.loadZonesError]);
  useEffect(() => {
    if (clients.error) toast.show({ type: 'error', message: labels.loadClientsError });
  }, [clients.error, toast, labels.loadClientsError]);

  // A zone set before its enterprise (a saved client's zone) fills the enterprise in once the zones arrive.
  const zoneOfChoice = options.data?.zones.find((zone) => String(zone.zoneId) === zoneId);
  useEffect(() => {
    if (!enterpriseId && zoneOfChoice) onChange('enterpriseId', String(zoneOfChoice.enterpriseId));
  }, [enterpriseId, zoneOfChoice, onChange]);

  // The newest free meter, once per list that arrives: a meter the user then clears stays cleared.
  const availableList = available.data?.availableMeters;
  const latest = useRef({ meterId, onChange });
  latest.current = { meterId, onChange };
  useEffect(() => {
    const last = availableList?.at(-1);
    if (last && !latest.current.meterId) latest.current.onChange('meterId', String(last.meterId));
  }, [availableList]);

  const zones = (options.data?.zones ?? []).filter((zone) => String(zone.enterpriseId) === enterpriseId);
  const clientRows = zoneId ? (clients.data?.clientsByZone ?? []) : [];
  const meterRows =
    source === 'available'
      ? clientId
        ? (availableList ?? [])
        : []
      : (clientRows.find((client) => String(client.clientId) === clientId)?.meters ?? []);

  function choose(field: MeterChoiceField, chosen: string) {
    onChange(field, chosen);
    for (const below of BELOW[field]) onChange(below, '');
    if (field === 'clientId' && source === 'client') {
      const client = clientRows.find((row) => String(row.clientId) === chosen);
      // The usual case, one meter, needs no second choice.
      if (client?.meters.length === 1) onChange('meterId', String(client.meters[0]?.meterId));
    }
  }

  const common = (field: MeterChoiceField) => ({
    value: value[field],
    required: field === 'meterId' || required.includes(field),
    error: errors[field],
    onChange: (event: { target: { value: string } }) => choose(field, event.target.value),
  });

  return (
    <>
      {source === 'client' && (
        <MeterSerialSearch
          onFound={(found) => {
            // Top down, as if chosen by hand: the enterprise follows from the zone once the zones are known.
            onChange('enterpriseId', '');
            onChange('zoneId', found.zoneId);
            onChange('clientId', found.clientId);
            onChange('meterId', found.meterId);
          }}
        />
      )}
      <Dropdown
        label={labels.enterprise}
        {...common('enterpriseId')}
        options={(options.data?.enterprises ?? []).map((e) => ({
          value: String(e.enterpriseId),
          label: e.name,
        }))}
      />
      <Dropdown
        label={labels.zone}
        {...common('zoneId')}
        disabled={!enterpriseId}
        options={zones.map((zone) => ({ value: String(zone.zoneId), label: zone.designation }))}
      />
      <Dropdown
        label={labels.client}
        {...common('clientId')}
        disabled={!zoneId || (waitForClients && clients.loading)}
        options={clientRows.map((client) => ({ value: String(client.clientId), label: clientLabel(client) }))}
      />
      <Dropdown
        label={labels.meter}
        {...common('meterId')}
        disabled={!clientId}
        options={meterRows.map((meter) => ({
          value: String(meter.meterId),
          label: `${meter.serialNumber} · ${meter.brand}`,
        }))}
      />
    </>
  );
}

/**
 * The cascade's choices for a form that keeps only the meter (a cut, a suspension): the enterprise, zone and client
 * live here; clearing the meter from outside (after a save) keeps them.
 */
export function useMeterChoice(meterId: string, setMeterId: (meterId: string) => void) {
  const [above, setAbove] = useState({ enterpriseId: '', zoneId: '', clientId: '' });
  const value: MeterChoice = { ...above, meterId };
  const onChange = (field: MeterChoiceField, chosen: string) => {
    if (field === 'meterId') setMeterId(chosen);
    else setAbove((current) => ({ ...current, [field]: chosen }));
  };
  return { value, onChange };
}
