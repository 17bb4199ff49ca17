// The back office's frame: the menu, the dashboard, the layout around every page and the page titles.

export const menu = {
  dashboard: 'Painel',
  releases: 'Lançamento',
  readings: 'Leituras',
  readingsAdd: 'Registar Leitura',
  readingsList: 'Listar Leituras',
  readingsPending: 'Leituras Pendentes',
  customers: 'Clientes',
  suspensions: 'Suspensão',
  suspensionsAdd: 'Registar Suspensão',
  suspensionsList: 'Listar Suspensões',
  cuts: 'Cortes',
  cutsAdd: 'Registar Corte',
  cutsList: 'Listar Cortes',
  treasury: 'Tesouraria',
  invoices: 'Factura',
  receipts: 'Recibo',
  payments: 'Pagamento',
  invoicePayment: 'Pagar Factura',
  otherPayments: 'Outros Pagamentos',
  contracts: 'Contratos',
  createContract: 'Criar Contrato',
  listContracts: 'Listar Contratos',
  setup: 'Parametrização',
  settings: 'Definições',
  backups: 'Cópias de Segurança',
  reports: 'Relatórios',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
} as const;

export const dashboard = {
  title: 'Painel',
  totalCuts: 'Total Cortes',
  totalReadings: 'Total Leituras',
  totalInvoices: 'Total Facturas',
  totalClients: 'Total Clientes',
  updated: 'Actualizado',
} as const;

// The web back office's frame: navigation, login branding, page titles.
export const layout = {
  mainNav: 'Menu principal',
  breadcrumb: 'Trilho de navegação',
  skipToContent: 'Saltar para o conteúdo',
  brandHeadline: 'A gestão da água, do contador ao recibo.',
  brandDescription: 'Leituras, facturação e cobrança numa só plataforma para a sua equipa.',
  brandPoints: [
    'Leituras de contadores e facturação mensal',
    'Pagamentos, recibos e saldos dos clientes',
    'Contratos, cortes e suspensões',
  ],
  insecureContext: 'Abra o sistema através de HTTPS para iniciar sessão com segurança.',
  routeError: 'Não foi possível abrir esta página.',
  reload: 'Recarregar a página',
  signedInAs: 'Sessão iniciada como',
} as const;

export const pages = {
  dashboardSubtitle: 'Resumo dos registos do sistema',
  contractsList: 'Lista de Contratos',
  createContract: 'Cliente & Contrato',
  invoicesList: 'Lista de Facturas',
  setup: 'Parametrização',
  reports: 'Parametrização',
} as const;
