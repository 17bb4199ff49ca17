import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import { useToast } from '../toast/toast-context.ts';
import { Dropdown } from './dropdown.tsx';

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
      }
    }
  }
`);

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
  /** The chosen meter ('' for none); clearing it from outside (after a save) keeps the other choices. */
  meterId: string;
  onMeterChange: (meterId: string) => void;
  /** The meter's validation message. */
  error?: string | null;
}

/**
 * Empresa → Zona → Cliente → Contador: each choice narrows the next and clears the ones after it; a client with a
 * single meter has it chosen at once. Used by the screens that act on one meter (cuts, suspensions).
 */
export function MeterCascade({ labels, meterId, onMeterChange, error }: MeterCascadeProps) {
  const toast = useToast();
  const [enterpriseId, setEnterpriseId] = useState('');
  const [zoneId, setZoneId] = useState('');
  const [clientId, setClientId] = useState('');
  const options = useQuery(MeterCascadeOptionsQuery, { context: { toast: false } });
  const clients = useQuery(MeterCascadeClientsQuery, {
    variables: { zoneId },
    skip: !zoneId,
    context: { toast: false },
  });

  useEffect(() => {
    if (options.error) toast.show({ type: 'error', message: labels.loadZonesError });
  }, [options.error, toast, labels.loadZonesError]);
  useEffect(() => {
    if (clients.error) toast.show({ type: 'error', message: labels.loadClientsError });
  }, [clients.error, toast, labels.loadClientsError]);

  const zones = (options.data?.zones ?? []).filter((zone) => String(zone.enterpriseId) === enterpriseId);
  const clientRows = zoneId ? (clients.data?.clientsByZone ?? []) : [];
  const meters = clientRows.find((client) => String(client.clientId) === clientId)?.meters ?? [];

  return (
    <>
      <Dropdown
        label={labels.enterprise}
        value={enterpriseId}
        options={(options.data?.enterprises ?? []).map((e) => ({
          value: String(e.enterpriseId),
          label: e.name,
        }))}
        onChange={(event) => {
          setEnterpriseId(event.target.value);
          setZoneId('');
          setClientId('');
          onMeterChange('');
        }}
      />
      <Dropdown
        label={labels.zone}
        value={zoneId}
        disabled={!enterpriseId}
        options={zones.map((zone) => ({ value: String(zone.zoneId), label: zone.designation }))}
        onChange={(event) => {
          setZoneId(event.target.value);
          setClientId('');
          onMeterChange('');
        }}
      />
      <Dropdown
        label={labels.client}
        value={clientId}
        disabled={!zoneId}
        options={clientRows.map((client) => ({ value: String(client.clientId), label: client.name }))}
        onChange={(event) => {
          const chosen = clientRows.find((client) => String(client.clientId) === event.target.value);
          setClientId(event.target.value);
          // The usual case, one meter, needs no second choice.
          onMeterChange(chosen?.meters.length === 1 ? String(chosen.meters[0]?.meterId) : '');
        }}
      />
      <Dropdown
        label={labels.meter}
        value={meterId}
        disabled={!clientId}
        required
        error={error}
        options={meters.map((meter) => ({
          value: String(meter.meterId),
          label: `${meter.meterId} · ${meter.brand}`,
        }))}
        onChange={(event) => onMeterChange(event.target.value)}
      />
    </>
  );
}
