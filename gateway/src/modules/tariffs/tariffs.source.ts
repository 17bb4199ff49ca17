import type {
  TariffQuoteResponse,
  TariffVersionBody,
  TariffVersionResponse,
} from '@agua/domain/contracts/tariff';
import { toMeticais } from '@agua/domain/money';
import type { TariffVersionInput } from '../../generated/resolvers.ts';
import { RestDataSource } from '../../rest/data-source.ts';

const meticais = (centavos: number | null | undefined) =>
  centavos === null || centavos === undefined ? null : toMeticais(centavos);

/** The form's amounts arrive in centavos (the Money scalar); the api takes meticais. */
function restBody(input: TariffVersionInput): TariffVersionBody {
  return {
    effectiveFrom: input.effectiveFrom,
    minimumCharge: toMeticais(input.minimumCharge),
    fixedCharge: toMeticais(input.fixedCharge),
    fixedChargeDescription: input.fixedChargeDescription ?? null,
    sanitationRate: input.sanitationRate,
    sanitationExemptUpTo: input.sanitationExemptUpTo ?? null,
    vatRate: input.vatRate,
    vatExemptUpTo: input.vatExemptUpTo ?? null,
    note: input.note ?? null,
    blocks: input.blocks.map((block) => ({
      upTo: block.upTo ?? null,
      price: meticais(block.price),
      flat: meticais(block.flat),
    })),
  };
}

/** The api's /contract-type/{id}/tariff and /tariff/quote routes. */
export class TariffsSource extends RestDataSource {
  versions(contractTypeId: string): Promise<TariffVersionResponse[]> {
    return this.get('/contract-type/{id}/tariff', { path: { id: contractTypeId } });
  }

  quote(contractTypeId: string, consumption: number, date?: string | null): Promise<TariffQuoteResponse> {
    return this.get('/tariff/quote', {
      query: { contractTypeId, consumption, ...(date ? { date } : {}) },
    });
  }

  create(contractTypeId: string, input: TariffVersionInput): Promise<TariffVersionResponse> {
    return this.post('/contract-type/{id}/tariff', { path: { id: contractTypeId }, body: restBody(input) });
  }

  update(contractTypeId: string, id: string, input: TariffVersionInput): Promise<TariffVersionResponse> {
    return this.put('/contract-type/{id}/tariff/{versionId}', {
      path: { id: contractTypeId, versionId: id },
      body: restBody(input),
    });
  }

  async remove(contractTypeId: string, id: string): Promise<void> {
    await this.delete('/contract-type/{id}/tariff/{versionId}', {
      path: { id: contractTypeId, versionId: id },
    });
  }
}
