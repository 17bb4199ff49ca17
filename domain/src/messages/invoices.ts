// The invoice api's refusals (edit, delete, filters) and the zone's water bills. The invoice PDF's own texts and
// the invoice description stay with the readings that issue them (messages/readings.ts).
export const invoices = {
  paymentStatusFilter: 'Estado de pagamento inválido: use PAID, CANCELED ou UNPAID (ou vazio, por pagar).',
  paymentStatusEdit:
    'Estado de pagamento inválido: use CANCELED para anular ou null para voltar a "por pagar" (uma factura só é paga por um recibo).',
  invoiceIdMismatch: 'O identificador da factura no corpo não corresponde ao do endereço.',
  limitDateBeforeIssue: (issued: string) =>
    `A data limite não pode ser anterior à data de emissão da factura (${issued}).`,
  paidUnchangeable: 'Esta factura já foi paga: não pode ser alterada.',
  paidUndeletable: 'Esta factura já foi paga: não pode ser apagada.',
  readingCanceled: 'A leitura desta factura está cancelada: a factura não pode voltar a "por pagar".',
  zoneNotFound: 'Zona não encontrada.',
  zoneWithoutUnpaid: 'Esta zona não tem facturas por pagar.',
  tooManyForJson: (max: number) =>
    `A zona tem mais de ${max} facturas por pagar: descarregue o PDF (Accept: application/pdf), que não tem limite.`,
  statusLabels: { PAID: 'PAGA', CANCELED: 'ANULADA', UNPAID: 'POR PAGAR' },
  list: {
    title: 'Lista de Facturas',
    zone: 'Zona',
    search: 'Pesquisar Leitura',
    print: 'Imprimir Facturas',
    printing: (percent: number | null) =>
      percent === null ? 'A descarregar...' : `A descarregar... ${percent}%`,
    printed: 'Facturas da zona descarregadas com sucesso!',
    empty: 'Nenhuma factura disponível',
    opening: 'A abrir a factura...',
    // Each header names the data under it (the product's own headers did not: docs/domain.md "Invoices").
    columns: {
      code: 'Nº Factura',
      activeClient: 'Cliente',
      consumption: 'Valor do Consumo',
      changedAt: 'Data de Pagamento',
      createdAt: 'Data Limite',
      currentReading: 'Total',
      previousReading: 'Multa',
      month: 'Mês',
      finePercentage: 'Multa (%)',
      state: 'Estado',
      readingId: 'Id da Leitura',
    },
  },
} as const;
