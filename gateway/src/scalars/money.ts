import { messages } from '@agua/domain/messages';
import { type Centavos, toCentavos, toDecimalString } from '@agua/domain/money';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/** Digits, an optional point with 1 or 2 decimals, an optional leading minus: no exponent, no comma, no spaces. */
const DECIMAL = /^-?\d+(?:\.\d{1,2})?$/;

/**
 * A refused Money input. A class of its own so that formatError can give the user this Portuguese text alone,
 * whatever English prefix graphql-js puts before it for a variable or a literal.
 */
export class MoneyInputError extends GraphQLError {
  constructor(nodes?: ValueNode) {
    super(messages.schema.money, { nodes, extensions: { code: 'BAD_USER_INPUT' } });
  }
}

/** The decimal text of an input to centavos, exactly (string digits to integers, never float arithmetic). */
function centavosOf(text: string, node?: ValueNode): Centavos {
  if (!DECIMAL.test(text)) throw new MoneyInputError(node);
  const centavos = toCentavos(text);
  // Beyond 2^53 centavos an integer no longer holds every amount; far above numeric(14,2), which the api checks.
  if (!Number.isSafeInteger(centavos)) throw new MoneyInputError(node);
  return centavos;
}

/**
 * `scalar Money` (schema/base.graphql). Inside the gateway an input is integer centavos (the data sources send
 * meticais to the api with toMeticais); an output is the api's amount in meticais (a JSON number with at most 2
 * decimals, or a numeric string), written as "1234.50" through centavos so no binary rounding shows.
 */
export const MoneyScalar = new GraphQLScalarType<Centavos, string>({
  name: 'Money',
  description: 'An exact amount in MZN as a decimal string with 2 places, e.g. "1234.50" or "-12.00".',

  serialize(value) {
    if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string') {
      return toDecimalString(toCentavos(value));
    }
    throw new GraphQLError(`Money cannot represent ${String(value)}`);
  },

  // A JSON number is accepted when its shortest form is already a plain decimal of 2 places at most (12.5, not
  // 12.345 nor 1e21), so a client that sends numbers gets the same rule as one that sends strings.
  parseValue(value) {
    if (typeof value === 'string') return centavosOf(value);
    if (typeof value === 'number' && Number.isFinite(value)) return centavosOf(String(value));
    throw new MoneyInputError();
  },

  // A literal keeps its source text ("12.345" stays that, not a rounded float), so the same check applies.
  parseLiteral(node) {
    if (node.kind === Kind.STRING || node.kind === Kind.INT || node.kind === Kind.FLOAT) {
      return centavosOf(node.value, node);
    }
    throw new MoneyInputError(node);
  },
});
