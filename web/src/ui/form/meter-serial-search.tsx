import { messages } from '@agua/domain/messages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { Option } from './option.ts';
import { ServerCombobox } from './server-combobox.tsx';

const t = messages.widgets.meterSerialSearch;

const MeterSerialSearchQuery = graphql(`
  query MeterSerialSearchQuery($search: String!) {
    searchMeters(search: $search) {
      meterId
      clientId
      brand
      serialNumber
    }
  }
`);

/** The found meter's client, for its zone: the cascade is filled from the top down. */
const MeterSerialClientQuery = graphql(`
  query MeterSerialClientQuery($id: ID!) {
    client(id: $id) {
      clientId
      zoneId
    }
  }
`);

/** Where a found meter sits: its client's zone, its client, itself. */
export interface FoundMeter {
  zoneId: string;
  clientId: string;
  meterId: string;
}

/**
 * The meter found by the number printed on it (docs/domain.md "Readings from the field": the serial number is
 * searchable everywhere a meter is chosen); choosing one hands its zone, client and id to the cascade.
 */
export function MeterSerialSearch({ onFound }: { onFound: (found: FoundMeter) => void }) {
  const apollo = useApolloClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Option<string> | null>(null);
  const found = useQuery(MeterSerialSearchQuery, { variables: { search }, skip: search.trim() === '' });
  const meters = found.data?.searchMeters ?? [];
  const options = meters.map((meter) => ({
    value: String(meter.meterId),
    label: t.option(meter.serialNumber, meter.brand, String(meter.meterId)),
  }));

  async function choose(option: Option<string> | null) {
    setChosen(option);
    const meter = meters.find((row) => String(row.meterId) === option?.value);
    if (!meter) return;
    const { data } = await apollo.query({
      query: MeterSerialClientQuery,
      variables: { id: String(meter.clientId) },
    });
    if (data?.client)
      onFound({
        zoneId: String(data.client.zoneId),
        clientId: String(meter.clientId),
        meterId: String(meter.meterId),
      });
  }

  return (
    <ServerCombobox
      label={t.label}
      placeholder={t.placeholder}
      value={chosen}
      onChange={(option) => void choose(option)}
      options={options}
      onSearch={setSearch}
      searching={found.loading}
    />
  );
}
