// Refusals the GraphQL gateway gives of its own: Apollo Server's checks of a request (before any operation runs) and
// an api that does not answer. Each says what happened and what to do.

export const gateway = {
  /** No answer from the api (refused connection, time-out, dropped socket), or the api says it is unavailable. */
  apiUnavailable: 'O servidor está indisponível de momento. Aguarde alguns minutos e tente novamente.',
  /** An automatic persisted query whose hash the gateway does not know (yet): the client sends the text again. */
  persistedQueryNotFound:
    'A operação GraphQL guardada não foi encontrada no servidor: envie-a de novo com o texto completo.',
  /** A persisted query sent with its text, whose sha256 is not that text's. */
  persistedQueryMismatch:
    'O sha256 enviado não corresponde ao texto da operação GraphQL: calcule-o sobre o texto exacto do campo "query".',
  /** A JSON array of operations in one request. */
  batchingDisabled:
    'O servidor não aceita várias operações GraphQL num só pedido: envie uma operação por pedido.',
  /** A request a browser could send cross-site without a preflight. */
  csrf: 'Pedido GraphQL recusado como possível falsificação de pedido entre sites (CSRF): envie-o com o cabeçalho Content-Type: application/json ou com o cabeçalho apollo-require-preflight.',
  /** Neither a query text nor a persisted query. */
  missingQuery: 'O pedido GraphQL não contém nenhuma operação: envie o texto da operação no campo "query".',
  /** Any other request Apollo cannot read (a malformed body, variables that are not an object…). */
  badRequest:
    'O pedido GraphQL está mal formado: envie um objecto JSON com o texto da operação em "query" e, se as houver, as variáveis em "variables".',
} as const;
