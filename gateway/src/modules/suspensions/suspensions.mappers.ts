// GraphQL type → the REST shape its resolvers receive (codegen's mappers, as '<module>#<type>' relative to
// gateway/src/generated/). Pure data: codegen.ts reads it without loading the gateway.
export const mappers = {
  Suspension: '@agua/domain/contracts/suspension#SuspensionResponse',
};
