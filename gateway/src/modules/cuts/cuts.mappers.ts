// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  Cut: '@agua/domain/contracts/cut#CutResponse',
  CutCandidate: '@agua/domain/contracts/cut#CutCandidateResponse',
};
