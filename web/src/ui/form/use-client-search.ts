import { formatPhone } from '@agua/domain/rules/phone';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { Option } from './option.ts';

/** The first matches of the typed text: Pagar Factura's client, and the client an M-Pesa statement line goes to. */
const PaymentClientSearchQuery = graphql(`
  query PaymentClientSearchQuery($search: String!) {
    clientsPage(page: 1, size: 10, search: $search) {
      items {
        clientId
        name
        phoneNumber
      }
    }
  }
`);

/** A ServerCombobox's client search: options 'Name (phone)', asked only once something is typed. */
export function useClientSearch() {
  const [search, setSearch] = useState('');
  const found = useQuery(PaymentClientSearchQuery, { variables: { search }, skip: search.trim() === '' });
  const options: Option<string>[] =
    found.data?.clientsPage.items.map((row) => ({
      value: String(row.clientId),
      label: `${row.name} (${formatPhone(row.phoneNumber)})`,
    })) ?? [];
  return { options, searching: found.loading, onSearch: setSearch, clear: () => setSearch('') };
}
