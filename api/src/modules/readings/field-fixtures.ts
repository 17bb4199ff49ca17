import { queryRows } from '../../../test/helpers/sql.ts';

// Test fixtures of the field-readings tests: fresh meters under active contracts of a contract type of their own,
// made straight in the database so hundreds of them cost one statement.

export interface FreshMeter {
  meterId: number;
  contractId: number;
}

/** A contract type with a known tariff (meticais), and its reading rules when given. */
export async function contractType(
  databaseUrl: string,
  designation: string,
  minimum = '100.00',
  price = '25.00',
) {
  const [row] = await queryRows<{ id: number }>(
    databaseUrl,
    `insert into contract_types (designation, minimum_consumption_value, price_per_consumption_unit, reconnection_fee)
     values ($1, $2, $3, 0) returning id`,
    [designation, minimum, price],
  );
  return row!.id;
}

/** `count` new meters (digits, installed index) on existing clients, each under an active contract of the type. */
export async function freshMeters(
  databaseUrl: string,
  contractTypeId: number,
  count: number,
  meter: (index: number) => { digits: number; cubicMeters: number } = () => ({ digits: 5, cubicMeters: 0 }),
): Promise<FreshMeter[]> {
  const specs = Array.from({ length: count }, (_, index) => meter(index));
  return queryRows<FreshMeter>(
    databaseUrl,
    `with picked as (
       select c.id as client_id, row_number() over (order by c.id) - 1 as n from clients c
     ),
     spec as (
       select ord - 1 as n, digits, cubic from unnest($2::int[], $3::int[]) with ordinality as s(digits, cubic, ord)
     ),
     meters as (
       insert into client_meters (client_id, digits, cubic_meters)
       select p.client_id, s.digits, s.cubic from spec s
         join picked p on p.n = s.n % (select count(*) from clients)
       order by s.n
       returning id, client_id
     )
     insert into contracts (client_id, meter_id, contract_type_id, start_date)
     select client_id, id, $1, '2020-01-01' from meters order by id
     returning meter_id as "meterId", id as "contractId"`,
    [contractTypeId, specs.map((s) => s.digits), specs.map((s) => s.cubicMeters)],
  );
}
