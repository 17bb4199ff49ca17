// Relatórios: the reports screen, its downloads and the api's refusals of a bad period (docs/domain.md "Reports").

export const reports = {
  title: 'Relatórios',
  subtitle: 'Facturação, cobrança, dívida, consumo e leituras por período e zona.',
  filters: {
    from: 'De (mês)',
    to: 'Até (mês)',
    zone: 'Zona',
    allZones: 'Todas as zonas',
    apply: 'Actualizar',
  },
  export: {
    xlsx: 'Exportar .xlsx',
    csv: 'Exportar .csv',
    csvInternational: '.csv internacional',
    csvInternationalHint: 'Separado por vírgulas, decimais com ponto (1222.50)',
  },
  api: {
    invalidMonth: (field: string) => `${field}: mês inválido, use AAAA-MM (por exemplo 2026-01).`,
    fromAfterTo: 'Período: o mês inicial é posterior ao mês final.',
    periodTooLong: (months: number) => `Período: no máximo ${months} meses.`,
    invalidZone: 'Zona deve ser um identificador válido.',
    invalidReport: 'Relatório desconhecido.',
    invalidFormat: 'Formato: use xlsx ou csv.',
  },
  fields: {
    from: 'De',
    to: 'Até',
  },
  empty: 'Sem dados neste período.',
  loading: 'A carregar o relatório…',
  total: 'Total',
  /** Each report: its title on the screen and in the file, and the column headers of its table and download. */
  billingCollection: {
    title: 'Facturação e cobrança',
    description:
      'Facturado no mês (facturas anuladas excluídas), cobrado no mês (facturas pagas nesse mês) e multas pagas.',
    columns: {
      month: 'Mês',
      invoiced: 'Facturado (MZN)',
      collected: 'Cobrado (MZN)',
      fines: 'Multas (MZN)',
      collectionRate: 'Taxa de cobrança (%)',
    },
  },
  debtAging: {
    title: 'Antiguidade da dívida',
    description: 'Facturas por pagar por dias de atraso (hoje), por zona, e os clientes em cada escalão.',
    columns: {
      zone: 'Zona',
      days0To30: '0–30 dias (MZN)',
      days31To60: '31–60 dias (MZN)',
      days61To90: '61–90 dias (MZN)',
      over90: '> 90 dias (MZN)',
      total: 'Total (MZN)',
      clients0To30: 'Clientes 0–30',
      clients31To60: 'Clientes 31–60',
      clients61To90: 'Clientes 61–90',
      clientsOver90: 'Clientes > 90',
      clients: 'Clientes com dívida',
    },
  },
  consumption: {
    title: 'Consumo por zona',
    description: 'Consumo das leituras não anuladas, por zona e mês.',
    columns: {
      zone: 'Zona',
      month: 'Mês',
      consumption: 'Consumo (m³)',
      readings: 'Leituras',
      averagePerMeter: 'Média por contador (m³)',
    },
  },
  nonRevenueMeters: {
    title: 'Contadores com consumo nulo ou em queda',
    description: 'As três últimas leituras do período, em meses seguidos, todas a zero ou sempre a descer.',
    columns: {
      meter: 'Contador',
      client: 'Cliente',
      zone: 'Zona',
      signal: 'Sinal',
      month: 'Último mês',
      consumption1: 'Consumo 1 (m³)',
      consumption2: 'Consumo 2 (m³)',
      consumption3: 'Consumo 3 (m³)',
    },
    signals: { ZERO: 'Consumo nulo', FALLING: 'Consumo em queda' } as Record<string, string>,
  },
  nonRevenueZones: {
    title: 'Consumo por zona face ao ano anterior',
    description: 'Consumo do período contra os mesmos meses do ano anterior.',
    columns: {
      zone: 'Zona',
      consumption: 'Consumo (m³)',
      previousYearConsumption: 'Ano anterior (m³)',
      change: 'Variação (%)',
      fell: 'Desceu',
    },
    yes: 'Sim',
    no: 'Não',
  },
  topDebtors: {
    title: 'Maiores devedores',
    description: 'Clientes com mais facturas por pagar (do período), sem multas.',
    columns: {
      client: 'Cliente',
      clientId: 'Nº Cliente',
      zone: 'Zona',
      debt: 'Dívida (MZN)',
      invoices: 'Facturas',
      oldestLimitDate: 'Prazo mais antigo',
      daysOverdue: 'Dias em atraso',
    },
  },
  paymentMethods: {
    title: 'Meios de pagamento',
    description: 'Recibos não anulados por mês e meio de pagamento.',
    columns: {
      month: 'Mês',
      paymentMethod: 'Meio de pagamento',
      receipts: 'Recibos',
      amount: 'Valor (MZN)',
    },
  },
  readingsProgress: {
    title: 'Progresso das leituras',
    description:
      'Contadores com contrato activo (sem corte nem suspensão) e leituras do mês final do período.',
    columns: {
      zone: 'Zona',
      month: 'Mês',
      expected: 'Contadores esperados',
      registered: 'Leituras registadas',
      approved: 'Leituras aprovadas',
      progress: 'Registadas (%)',
    },
  },
  dashboard: {
    billedVsCollected: 'Facturado e cobrado (últimos 12 meses)',
    debtByZone: 'Dívida por zona',
  },
} as const;
