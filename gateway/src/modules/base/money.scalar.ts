import { messages } from '@agua/domain/messages';
import { type Centavos, toCentavos, toDecimalString } from '@agua/domain/money';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { ScalarInputError } from '../../errors.ts';

/** Digits, an optional point with 1 or 2 decimals, an optional leading minus: no exponent, no comma, no spaces. */
const DECIMAL = /^-?\d+(?:\.\d{1,2})?$/;

/** A refused Money input, in the catalogue's words. */
const refused = (node?: ValueNode) => new ScalarInputError(messages.schema.money, node);

/** The decimal text of an input to centavos, exactly (string digits to integers, never float arithmetic). */
function centavosOf(text: string, node?: ValueNode): Centavos {
  if (!DECIMAL.test(text)) throw refused(node);
  const centavos = toCentavos(text);
  // Beyond 2^53 centavos an integer no longer holds every amount; far above numeric(14,2), which the api checks.
  if (!Number.isSafeInteger(centavos)) throw refused(node);
  return centavos;
}

/**
 * `scalar Money` (base.graphql). Inside the gateway an input is integer centavos (the data sources send
 * meticais to the api with toMeticais); an output is the api's amount in meticais (a JSON number with at most 2
 * decimals, or a numeric string), written as "1234.50" through centavos so no binary rounding shows.
 */
export const MoneyScalar = new GraphQLScalarType<Centavos, string>({
  name: 'Money',

  serialize(value) {
    if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string') {
      return toDecimalString(toCentavos(value));
    }
    // The api answered something that is not an amount: a bug, logged and shown as the catalogue's 500 text.
    throw new TypeError(`Money cannot represent ${String(value)}`);
  },

  // A JSON number is accepted when its shortest form is already a plain decimal of 2 places at most (12.5, not
  // 12.345 nor 1e21), so a client that sends numbers gets the same rule as one that sends strings.
  parseValue(value) {
    if (typeof value === 'string') return centavosOf(value);
    if (typeof value === 'number' && Number.isFinite(value)) return centavosOf(String(value));
    throw refused();
  },

  // A literal keeps its source text ("12.345" stays that, not a rounded float), so the same check applies.
  parseLiteral(node) {
    if (node.kind === Kind.STRING || node.kind === Kind.INT || node.kind === Kind.FLOAT) {
      return centavosOf(node.value, node);
    }
    throw refused(node);
  },
});
