// Texts shared by every screen and the api: the product name, HTTP status toasts, dialogs, the theme switch,
// the shared widgets (tables, search, pickers) and generic errors.

export const app = {
  name: 'Água',
  tagline: 'Gestão de Água',
} as const;

export const http = {
  400: 'O pedido não pôde ser compreendido pelo servidor.',
  401: 'Não está autorizado a aceder a este recurso.',
  403: 'Acesso negado: não tem permissão para ver esta página.',
  404: 'Dados não encontrados. Por favor verifique os dados introduzidos.',
  409: 'Os dados entram em conflito com registos existentes.',
  413: 'O ficheiro ou pedido é demasiado grande.',
  415: 'Tipo de ficheiro não suportado.',
  429: 'Demasiadas tentativas. Aguarde um pouco e tente novamente.',
  500: 'Ocorreu um erro no servidor. Tente novamente mais tarde.',
  other: 'Servidor Indisponível',
  /** No answer at all (offline, the server down): what happened and what to do, never the browser's English. */
  unreachable: 'Sem ligação ao servidor. Verifique a rede e volte a tentar.',
  success: 'Operação realizada com sucesso',
} as const;

export const dialog = {
  error: 'Ocorreu um erro. Por favor, tente novamente!',
  errorTitle: 'Erro',
  detailsHeading: 'Excepção Lançada',
  unexpected: 'Ocorreu um erro inesperado.',
  close: 'Fechar',
  ok: 'OK',
  loading: 'A carregar...',
  successTitle: 'Sucesso',
  processingTitle: 'Processando',
} as const;

export const theme = {
  toggle: 'Alternar tema',
  light: 'Tema claro',
  dark: 'Tema escuro',
} as const;

export const placeholder = {
  comingSoon: 'Este ecrã ainda não está disponível nesta versão.',
} as const;

// Shared widgets of the web back office: tables, search, pickers.
export const widgets = {
  table: {
    pageSize: 'Tamanho da Pág.',
    range: (from: number, to: number, total: number) => `${from} - ${to} de ${total}`,
    pagination: 'Paginação',
    firstPage: 'Primeira página',
    previousPage: 'Página anterior',
    nextPage: 'Página seguinte',
    lastPage: 'Última página',
    empty: 'Nenhum registo disponível',
    selectAll: 'Seleccionar todas as linhas desta página',
    selectRow: 'Seleccionar linha',
    // On a phone the headers become a row of sort buttons above the cards.
    sortBy: 'Ordenar por',
    yes: 'Sim',
    no: 'Não',
  },
  search: {
    label: 'Pesquisar',
    placeholder: 'Pesquisar...',
    clear: 'Limpar pesquisa',
  },
  select: {
    placeholder: 'Seleccione ...',
  },
  meterSerialSearch: {
    label: 'Procurar pelo n.º de série',
    placeholder: 'N.º de série do contador',
    option: (serialNumber: string, brand: string, meterId: string) =>
      `${serialNumber} · ${brand} (contador ${meterId})`,
  },
  combobox: {
    open: 'Mostrar opções',
    clear: 'Limpar',
    searching: 'A pesquisar...',
    noResults: 'Nenhum resultado',
  },
  datePicker: {
    placeholder: 'dd/mm/aaaa',
    open: 'Abrir calendário',
    clear: 'Limpar data',
    calendar: 'Calendário',
    previousMonth: 'Mês anterior',
    nextMonth: 'Mês seguinte',
    month: 'Mês',
    year: 'Ano',
    today: 'Hoje',
    // Monday first, as calendars in Mozambique and Portugal print them.
    weekdays: [
      { initial: 'S', name: 'Segunda-feira' },
      { initial: 'T', name: 'Terça-feira' },
      { initial: 'Q', name: 'Quarta-feira' },
      { initial: 'Q', name: 'Quinta-feira' },
      { initial: 'S', name: 'Sexta-feira' },
      { initial: 'S', name: 'Sábado' },
      { initial: 'D', name: 'Domingo' },
    ],
  },
  // The product's own month field (Relatórios): a year's twelve months, whatever language the browser speaks.
  monthPicker: {
    placeholder: 'mmm aaaa',
    open: 'Escolher mês',
    months: 'Meses',
    previousYear: 'Ano anterior',
    nextYear: 'Ano seguinte',
    thisMonth: 'Este mês',
  },
} as const;

export const errors = {
  notFound: 'Registo não encontrado.',
  routeNotFound: 'Recurso não encontrado.',
  internal: 'Ocorreu um erro no servidor. Por favor, tente novamente mais tarde.',
  usernameTaken: 'Já existe um utilizador com este nome de utilizador.',
  payloadTooLarge: 'O pedido excede o tamanho máximo permitido.',
} as const;
