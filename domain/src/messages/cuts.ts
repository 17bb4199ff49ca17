// Cuts and the collection workflow (cut candidates, printed cut orders, cuts registered in bulk): the screens' texts
// and the api's refusals.
export const cuts = {
  title: 'Cortes',
  registerTitle: 'Registar Corte',
  listTitle: 'Listar Cortes',
  empty: 'Nenhum corte disponível',
  created: 'Corte criado com sucesso!',
  errorTitle: 'Erro',
  unexpectedError: 'Ocorreu um erro inesperado. Por favor contacte a equipa técnica para o suporte.',
  fields: {
    cutId: 'Id Corte',
    startDate: 'Data Início',
    endDate: 'Data de Religação',
    meter: 'Contador',
    client: 'Cliente',
    zone: 'Zona',
    enterprise: 'Empresa',
  },

  editTitle: 'Editar Corte',
  reconnect: 'Religar',
  reconnecting: 'A religar...',
  reconnectDebt: (total: string, count: number) =>
    `Este cliente ainda deve ${total} (${count} ${count === 1 ? 'factura' : 'facturas'} por pagar, multas e outros débitos). Religar debita ainda a taxa de religação.`,
  collectFirst: 'Cobrar primeiro',
  reconnectAnyway: 'Religar mesmo assim',
  reconnected: (fee: string) => `Corte religado. Taxa de religação debitada: ${fee}.`,
  updated: 'Corte actualizado com sucesso!',
  open: 'Aberto',
  state: 'Estado',
  reconnectedOn: (date: string) => `Religado em ${date}`,
  register: 'Registar',
  save: 'Guardar',
  cancel: 'Cancelar',

  candidates: {
    title: 'Candidatos a Corte',
    empty: 'Nenhum candidato a corte disponível',
    columns: {
      client: 'Cliente',
      meter: 'Contador',
      zone: 'Zona',
      debt: 'Dívida',
      monthsOwed: 'Meses em Dívida',
      daysOverdue: 'Dias em Atraso',
      lastPayment: 'Último Pagamento',
    },

    zone: 'Zona',
    allZones: 'TODOS BAIRROS',
    printOrders: 'Gerar Ordens de Corte',
    registerCuts: 'Registar Cortes',
    startDate: 'Data do Corte',
    selected: (count: number) =>
      count === 1 ? '1 contador seleccionado' : `${count} contadores seleccionados`,
    registered: (count: number) => (count === 1 ? '1 corte registado.' : `${count} cortes registados.`),
    /** Registar Cortes asks first, with how many and how much they owe (issue 28). */
    confirmRegister: (count: number, debt: string, date: string) =>
      count === 1
        ? `Registar 1 corte com data ${date}? O cliente seleccionado deve ${debt}.`
        : `Registar ${count} cortes com data ${date}? Os clientes seleccionados devem ${debt} no total.`,
    ordersError: 'Não foi possível gerar as ordens de corte.',
    never: 'Nunca',
  },
  orders: {
    fileName: 'ordens-de-corte.pdf',
    title: 'Ordem de Corte',
    issuedOn: (date: string) => `Emitida em ${date}`,
    client: 'Cliente',
    address: 'Endereço',
    phone: 'Contacto',
    zone: 'Zona',
    meter: 'Contador',
    contract: 'Contrato',
    debt: 'Dívida',
    monthsOwed: 'Meses em Dívida',
    oldestDue: 'Factura mais antiga vencida em',
    lastPayment: 'Último Pagamento',
    never: 'Nunca',
    instruction:
      'Proceda ao corte do fornecimento de água deste contador por falta de pagamento das facturas em dívida.',
    fieldTeam: 'Equipa de Campo',
    cutTime: 'Data e hora do corte',
    signature: 'Assinatura do técnico',
    clientSignature: 'Assinatura do cliente (facultativa)',
    orderNumber: (n: number) => `Ordem n.º ${n}`,
    daysOverdue: (days: number) => `${days} dias em atraso`,
  },
  api: {
    cutNotFound: 'Corte não encontrado.',
    meterNotFound: 'Contador não encontrado.',
    metersNotFound: (ids: string) => `Contadores não encontrados ou sem contrato activo: ${ids}.`,
    cutIdMismatch: 'Id Corte: não corresponde ao corte indicado no endereço.',
    futureDate: (label: string) => `${label}: não pode ser posterior a hoje.`,
    endBeforeStart: (label: string) => `${label}: não pode ser anterior à Data Início.`,
    alreadyReconnected: 'Este corte já foi religado: a taxa de religação é cobrada uma só vez por corte.',
    cannotReopen:
      'Um corte religado não pode ser reaberto (a taxa de religação já foi cobrada): registe um novo corte.',
    cannotMoveEndedCut: 'Contador: um corte religado não pode mudar de contador.',
    cannotDeleteReconnected:
      'Não é possível eliminar um corte religado: a taxa de religação já foi cobrada ao contrato.',
    noActiveContract:
      'Este contador não tem contrato activo: a taxa de religação não tem a que contrato ser cobrada.',
    bulkRefused: (count: number) =>
      count === 1
        ? 'Nenhum corte registado: 1 contador recusado.'
        : `Nenhum corte registado: ${count} contadores recusados.`,
    duplicateMeter: 'Contador repetido na lista.',
    meterIdsRequired: 'Contadores: indique pelo menos um contador.',
    ordersSelection: 'Indique os contadores (meterIds) ou a zona e os dias de atraso, não ambos.',
    noCandidates: 'Nenhum contador corresponde à selecção.',
  },
} as const;
