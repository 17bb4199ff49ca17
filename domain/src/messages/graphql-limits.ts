// GraphQL operation limits the gateway enforces (each limit and its reason in docs/security.md).

export const graphqlLimits = {
  depth: (max: number) => `A operação GraphQL tem demasiados níveis encadeados (máximo ${max}).`,
  aliases: (max: number) => `A operação GraphQL usa demasiados aliases (máximo ${max}).`,
  tokens: (max: number) => `A operação GraphQL é demasiado longa (máximo ${max} símbolos).`,
  bytes: (maxKiB: number) =>
    `A operação GraphQL é demasiado grande (máximo ${maxKiB} KB de texto, comentários incluídos).`,
  cost: (max: number) => `A operação GraphQL pede demasiados campos de uma vez (custo máximo ${max}).`,
} as const;
