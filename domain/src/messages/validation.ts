// Input checks and the refusals the REST api answers with (bad JSON, database rules, unique indexes).

export const validation = {
  required: 'Campo obrigatório.',
  minLength: (field: string, min: number) => `${field} deve ter pelo menos ${min} caracteres.`,
  digitsOnly: (field: string) => `${field} aceita apenas dígitos.`,
  // A Mozambican mobile number (docs/domain.md "Clients"): what the field says when the number is not one.
  phone: (field: string) =>
    `${field}: indique um número moçambicano de 9 dígitos começado por 82, 83, 84, 85, 86 ou 87 (ex.: 841234567).`,
  min: (field: string, min: number) => `${field} deve ser maior ou igual a ${min}.`,
  max: (field: string, max: number) => `${field} deve ser menor ou igual a ${max}.`,
  wholeNumber: (field: string) => `${field} deve ser um número inteiro.`,
  amountOverBound: (field: string, max: string) =>
    `${field} não pode ser superior a ${max} numa só operação.`,
  invalidRole: 'Perfil inválido: use ADMIN ou FIELD_TECH.',
  // An empty list choice: the user has not chosen, which is not the same as a wrong value.
  choose: {
    zone: 'Escolha a Zona.',
    role: 'Escolha o Perfil.',
    enterprise: 'Escolha a Empresa.',
    client: 'Escolha o Cliente.',
    meter: 'Escolha o Contador.',
    contractType: 'Escolha o Tipo de Contrato.',
  },
  // A date field left empty: the screens pick dates in a calendar that shows dd/mm/aaaa, so that is what it names.
  chooseDate: 'escolha a data no calendário (dd/mm/aaaa).',
  // Only a caller of the api can send a malformed day (the calendar cannot): it is told the wire's form.
  invalidDate: 'data inválida: envie um dia que exista, no formato AAAA-MM-DD.',
  invalidRequest: 'Os dados enviados não são válidos.',
  fieldErrors: 'Os dados enviados não são válidos: verifique os campos assinalados.',
  // The one money input of the web: what it says while a value is being typed.
  money: {
    format: (field: string) =>
      `${field}: escreva um valor em MZN, por exemplo 1234,50 (vírgula ou ponto decimal).`,
    negative: (field: string) => `${field} não pode ser negativo.`,
    decimals: (field: string) => `${field} aceita no máximo 2 casas decimais.`,
    tooLarge: (field: string) => `${field} deve ser menor ou igual a 999999999999,99.`,
  },
} as const;

// Generic texts for input checks that carry no message of their own (the zod error map).
export const schema = {
  required: 'Campo obrigatório.',
  invalid: 'Valor inválido.',
  invalidType: (expected: string) => `Valor inválido: esperado ${expected}.`,
  // The GraphQL Money scalar's refusal: the field is not known where the scalar parses.
  money:
    'Valor monetário inválido: use um número com ponto decimal e no máximo 2 casas decimais (ex.: 1234.50).',
  types: {
    string: 'texto',
    number: 'um número',
    int: 'um número inteiro',
    boolean: 'verdadeiro ou falso',
    array: 'uma lista',
    object: 'um objecto',
    date: 'uma data',
  } as Record<string, string>,
  tooShort: (min: number | bigint) => `Deve ter pelo menos ${min} caracteres.`,
  tooLong: (max: number | bigint) => `Deve ter no máximo ${max} caracteres.`,
  tooFewItems: (min: number | bigint) => `Deve ter pelo menos ${min} elementos.`,
  tooManyItems: (max: number | bigint) => `Deve ter no máximo ${max} elementos.`,
  tooSmall: (min: number | bigint) => `Deve ser maior ou igual a ${min}.`,
  tooSmallExclusive: (min: number | bigint) => `Deve ser maior que ${min}.`,
  tooBig: (max: number | bigint) => `Deve ser menor ou igual a ${max}.`,
  tooBigExclusive: (max: number | bigint) => `Deve ser menor que ${max}.`,
  invalidFormat: 'Formato inválido.',
  invalidOption: (options: string) => `Valor inválido: use ${options}.`,
  unknownKeys: (keys: string) => `Campos desconhecidos: ${keys}.`,
} as const;

// Texts the REST api answers with (error handler, list queries, auth rules).
export const api = {
  invalidJson: 'O corpo do pedido não é JSON válido.',
  emptyJson: 'O corpo do pedido está vazio: envie um objecto JSON.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado: envie application/json.',
  invalidValue: 'Um dos valores enviados é inválido.',
  missingValue: 'Falta um valor obrigatório.',
  checkViolation: 'Os valores enviados não respeitam as regras do sistema.',
  foreignKeyInUse: 'Não é possível eliminar ou alterar: o registo está a ser usado por outros registos.',
  foreignKeyMissing: 'Um dos registos indicados não existe.',
  uniqueViolation: 'Já existe um registo com estes dados.',
  concurrentUpdate: 'O registo foi alterado por outro pedido ao mesmo tempo. Tente novamente.',
  databaseUnavailable:
    'A base de dados não está disponível de momento. Tente novamente dentro de alguns minutos; se o problema continuar, avise o administrador do sistema.',
  // GET /health/ready (what a load balancer or `pnpm status` reads), each naming what is not ready yet.
  schemaOutOfDate:
    'A base de dados não está na versão deste servidor (actualizações por aplicar, ou feitas por uma versão mais recente).',
  jobQueueNotStarted: 'A fila de trabalhos (pedidos M-Pesa) ainda não arrancou.',
  cannotDeleteSelf: 'Não pode eliminar a sua própria conta.',
  cannotDemoteSelf: 'Não pode desactivar nem retirar o perfil de administrador à sua própria conta.',
  userNotFound: 'Utilizador não encontrado.',
  invalidSort: (allowed: string) =>
    `Ordenação inválida: use um de ${allowed}, opcionalmente seguido de ",asc" ou ",desc".`,
  invalidIdList: 'Lista de identificadores inválida: use números separados por vírgulas, por exemplo 1,2,3.',
  // Request framing refused by the framework before any route runs.
  urlTooLong: 'O endereço pedido é demasiado longo.',
  badUrl: 'O endereço pedido não é válido.',
  // Refused by Node's HTTP parser, before the framework: headers (or the request line) over 16 KB, a client
  // too slow to send its request.
  headersTooLarge: 'Os cabeçalhos do pedido são demasiado grandes.',
  requestTimeout: 'O pedido demorou demasiado a chegar ao servidor.',
} as const;

// One message per unique index, so a 409 says which rule the request broke.
export const conflicts = {
  username: 'Já existe um utilizador com este nome de utilizador.',
  enterpriseNuit: 'Já existe uma empresa com este NUIT.',
  zoneDesignation: 'Já existe uma zona com esta designação nesta empresa.',
  contractTypeDesignation: 'Já existe um tipo de contrato com esta designação.',
  readingPeriod: 'Já existe uma leitura para este contador neste mês e ano.',
  invoiceReading: 'Já existe uma factura para esta leitura.',
  openCut: 'Este contador já tem um corte em aberto.',
  activeContract: 'Este contador já tem um contrato activo.',
  activeSuspension: 'Este contador já tem uma suspensão activa.',
  idempotencyKey: 'Este pedido já foi processado com outros dados (Idempotency-Key repetida).',
} as const;
