import type { ClientDebtResponse, ClientStatementResponse } from '@agua/domain/contracts/client-statement';
import DataLoader from 'dataloader';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** The api's /client-statement routes. */
export class ClientStatementSource extends RestDataSource {
  /** Total em dívida of each client: one `GET /client-statement/debt?clientIds=…` per batch. */
  readonly debtByClientId = new DataLoader<Id, ClientDebtResponse, string>(
    async (keys) => {
      const rows = await this.get('/client-statement/debt', { query: { clientIds: keys.join(',') } });
      return keys.map((key) => {
        const row = rows.find((one) => String(one.clientId) === String(key));
        if (!row) throw new Error(`debt of client ${key} missing`);
        return row;
      });
    },
    { cacheKeyFn: String },
  );

  statement(clientId: Id, args: { from?: string | null; to?: string | null; contractId?: Id | null }) {
    return this.get('/client-statement/{clientId}', {
      path: { clientId },
      query: {
        from: args.from ?? undefined,
        to: args.to ?? undefined,
        contractId: args.contractId ?? undefined,
      },
    }) as Promise<ClientStatementResponse>;
  }
}
