import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { MeterPick } from '../../ui/form/meter-combobox.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';

const t = messages.readings.picker;

// The zone's clients and meters, and apart from them the zone's route for the month (GET /reading/route, the
// offline Rota de Leitura's): the meters still to read, in route order. Apart, so the choice opens as soon as the
// clients arrive and the marks follow (the route is worked out in a worker thread, which may have to start).
const ZoneClientsQuery = graphql(`
  query RegisterReadingZoneClients($zoneId: ID!) {
    clientsByZone(zoneId: $zoneId) {
      clientId
      name
      address
      meters {
        meterId
        serialNumber
        closedOn
      }
      contracts {
        meterId
        contractStatus
      }
    }
  }
`);

const ZoneRouteQuery = graphql(`
  query RegisterReadingZoneRoute($zoneId: ID!, $month: String!) {
    readingRoute(zoneId: $zoneId, month: $month) {
      stops {
        meterId
      }
    }
  }
`);

const label = { pending: t.unread, read: t.read, none: t.noContract } as const;

const pad = (month: number) => String(month).padStart(2, '0');

/**
 * Registar Leitura's meters of a zone for a month: still to read first, in route order, then those read (or
 * without an active contract, which the route leaves out too); `next` is the unread meter after one just saved.
 * A meter saved here is marked read at once, before the route's refetch answers (slow links).
 */
export function useZoneMeters(zoneId: string, readingYear: string, readingMonth: string) {
  const toast = useToast();
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const clients = useQuery(ZoneClientsQuery, {
    variables: { zoneId },
    skip: !zoneId,
    context: { toast: false },
  });
  const routeQuery = useQuery(ZoneRouteQuery, {
    variables: { zoneId, month: `${readingYear}-${pad(Number(readingMonth))}` },
    skip: !zoneId,
    fetchPolicy: 'cache-and-network',
    context: { toast: false },
  });
  const failed = clients.error ?? routeQuery.error;
  useEffect(() => {
    if (failed) toast.show({ type: 'error', message: t.loadError });
  }, [failed, toast]);
  // A new zone or month starts from what the server says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the key's change only
  useEffect(() => setSaved(new Set()), [zoneId, readingYear, readingMonth]);

  const clientRows = zoneId ? clients.data?.clientsByZone : undefined;
  const routeData = zoneId ? routeQuery.data?.readingRoute : undefined;
  const route = useMemo(() => (routeData?.stops ?? []).map((stop) => String(stop.meterId)), [routeData]);
  const meters = useMemo(() => {
    const order = new Map(route.map((meterId, index) => [meterId, index]));
    const all: MeterPick[] = [];
    for (const client of clientRows ?? []) {
      // The route holds only meters under an active contract (docs/domain.md "Por ler"): a meter off it is read
      // this month, or has no active contract and so nothing to read.
      const underContract = new Set(
        client.contracts
          .filter((contract) => contract.contractStatus === 1)
          .map((contract) => String(contract.meterId)),
      );
      for (const meter of client.meters) {
        if (meter.closedOn) continue;
        const meterId = String(meter.meterId);
        const pending = order.has(meterId) && !saved.has(meterId);
        const tone = pending ? 'pending' : underContract.has(meterId) ? 'read' : 'none';
        all.push({
          meterId,
          clientId: String(client.clientId),
          client: client.name,
          serial: meter.serialNumber,
          address: client.address,
          // No mark until the route is known.
          ...(routeData ? { mark: { label: label[tone], tone } } : {}),
        });
      }
    }
    const rank = (meter: MeterPick) =>
      meter.mark?.tone === 'pending'
        ? (order.get(meter.meterId) ?? 0)
        : meter.mark?.tone === 'none'
          ? route.length + 1
          : route.length;
    return all.sort(
      (a, b) =>
        rank(a) - rank(b) || a.address.localeCompare(b.address, 'pt-PT') || a.client.localeCompare(b.client),
    );
  }, [clientRows, routeData, route, saved]);

  const unread = route.filter((meterId) => !saved.has(meterId));

  return {
    meters,
    loading: clients.loading && !clientRows,
    left: routeData ? unread.length : null,
    /** Marks a meter read and answers the next one to read after it in route order (wrapping), if any. */
    saved(meterId: string): MeterPick | undefined {
      const done = new Set(saved).add(meterId);
      setSaved(done);
      void routeQuery.refetch().catch(() => undefined);
      const at = route.indexOf(meterId);
      const ahead = at < 0 ? route : [...route.slice(at + 1), ...route.slice(0, at)];
      const next = ahead.find((id) => !done.has(id));
      return next ? meters.find((meter) => meter.meterId === next) : undefined;
    },
  };
}
