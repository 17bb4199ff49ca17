// The treasury screens of the web back office: Lista de Facturas, Lista de Recibos and Pagar Factura. The payment
// dialogs, the balance labels and the api's refusals stay in messages/treasury.ts; these are the screens' own texts.
export const treasuryScreens = {
  invoices: {
    title: 'Lista de Facturas',
    zone: 'Zona',
    search: 'Pesquisar Leitura',
    print: 'Imprimir Facturas',
    printing: (percent: number | null) =>
      percent === null ? 'A descarregar...' : `A descarregar... ${percent}%`,
    printed: 'Facturas da zona descarregadas com sucesso!',
    empty: 'Nenhuma factura disponível',
    opening: 'A abrir a factura...',
    // The product's list headers, as it writes them (they do not name the data under them).
    columns: {
      code: 'Código',
      activeClient: 'Cliente Activo',
      consumption: 'Consumo',
      changedAt: 'Data de Alteracao',
      createdAt: 'Data de Criacao',
      currentReading: 'Leitura Acutal',
      previousReading: 'Leitura Anterior',
      month: 'Mês',
      finePercentage: 'Multa (%)',
      readingId: 'Id da Leitura',
    },
  },
  receipts: {
    title: 'Lista de Recibos',
    empty: 'Nenhum recibo disponível',
    reversed: 'ANULADO',
    opening: 'A abrir o recibo...',
    columns: {
      receiptId: 'Recibo',
      client: 'Cliente',
      paymentDate: 'Data de Pagamento',
      method: 'Método de Pagamento',
      amount: 'Valor',
      invoices: 'Facturas',
      state: 'Estado',
    },
  },
  payment: {
    title: 'Pagar Factura',
    client: 'Cliente',
    clientHint: 'Escreva o nome, o contacto ou o NUIT do cliente',
    unpaid: 'Facturas por Pagar',
    toPay: 'Facturas a Pagar',
    emptyUnpaid: 'Nenhuma factura por pagar disponível',
    emptyToPay: 'Clique numa factura por pagar para a juntar ao pagamento',
    selectedTotal: 'Total das Facturas',
    amount: 'Valor Pago (MZN)',
    method: 'Método de Pagamento',
    submit: 'Pagar',
    latestReceipts: 'Últimos Recibos',
    emptyReceipts: 'Nenhum recibo disponível',
    // Read before an invoice's text by screen readers: what a click on it does.
    addInvoice: 'Juntar ao pagamento:',
    removeInvoice: 'Retirar do pagamento:',
    limitDate: (date: string) => `Data limite ${date}`,
    fine: (amount: string) => `Multa ${amount}`,
  },
} as const;
