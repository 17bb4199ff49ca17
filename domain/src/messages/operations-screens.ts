// The screens of cuts, suspensions, cut candidates and Outros Pagamentos: labels, buttons and results the operations
// area (operations.ts) and the treasury area (treasury.ts) leave to the web.
export const operationsScreens = {
  cuts: {
    editTitle: 'Editar Corte',
    reconnect: 'Religar',
    reconnecting: 'A religar...',
    reconnected: (fee: string) => `Corte religado. Taxa de religação debitada: ${fee}.`,
    updated: 'Corte actualizado com sucesso!',
    open: 'Aberto',
    state: 'Estado',
    reconnectedOn: (date: string) => `Religado em ${date}`,
    register: 'Registar',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
  suspensions: {
    registerTitle: 'Registar Suspensão',
    listTitle: 'Listar Suspensões',
    editTitle: 'Editar Suspensão',
    updated: 'Suspensão actualizada com sucesso!',
    updateError: 'Ocorreu um erro ao actualizar a suspensao.',
    client: 'Cliente',
    zone: 'Zona',
    enterprise: 'Empresa',
    register: 'Registar',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
  candidates: {
    zone: 'Zona',
    allZones: 'TODOS BAIRROS',
    printOrders: 'Gerar Ordens de Corte',
    registerCuts: 'Registar Cortes',
    startDate: 'Data do Corte',
    selected: (count: number) =>
      count === 1 ? '1 contador seleccionado' : `${count} contadores seleccionados`,
    registered: (count: number) => (count === 1 ? '1 corte registado.' : `${count} cortes registados.`),
    ordersError: 'Não foi possível gerar as ordens de corte.',
    never: 'Nunca',
  },
  otherPayments: {
    balance: 'Saldo',
    debt: 'Dívida',
    amount: 'Valor',
  },
} as const;
