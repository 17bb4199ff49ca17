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
  zoneWithoutBills: 'Esta zona não tem facturas por pagar para o mês e as opções escolhidas.',
  billMonth: 'Mês inválido: use AAAA-MM (por exemplo 2026-03).',
  onlyMonth: 'Opção "só facturas do mês" inválida: use true ou false.',
  tooManyForJson: (max: number) =>
    `A zona tem mais de ${max} clientes com facturas por pagar: descarregue o PDF (Accept: application/pdf), que não tem limite.`,
  /** The zone's bill: one per client and month (docs/domain.md "The zone's water bills"). */
  bill: {
    monthSection: (month: string) => `Facturas de ${month}`,
    noMonthInvoice: 'Sem factura deste mês: o aviso é da dívida anterior.',
    previousDebt: 'Dívida anterior',
    previousNone: 'Sem dívida anterior.',
    month: 'Mês',
    invoice: 'Factura',
    limitDate: 'Data limite',
    amount: 'Valor',
    fine: 'Multa',
    total: 'Total',
    moreMonths: (count: number) => `e mais ${count} ${count === 1 ? 'mês' : 'meses'}`,
    monthTotal: 'Facturas do mês',
    previousTotal: 'Dívida anterior (com multas até hoje)',
    otherCharges: 'Outros débitos (cobranças, taxas, acertos)',
    credit: 'Crédito',
    totalDebt: 'Total em dívida',
    mpesaTitle: 'Pagar por M-Pesa',
    mpesaSteps: (code: string, reference: string) =>
      `No menu M-Pesa pague à entidade ${code} com a referência ${reference} (o número do contrato) o valor do Total em dívida.`,
    mpesaRequest: (phone: string) =>
      `Ou peça no balcão um pedido M-Pesa para o seu número ${phone} e confirme com o PIN.`,
    otherMethods:
      'Também pode pagar em numerário, e-Mola, transferência bancária ou POS nos balcões da empresa.',
    agreementNext: (what: string, amount: string, date: string) =>
      `Acordo de pagamento: ${what} de ${amount}, a pagar até ${date}.`,
    agreementInstalment: (number: number, count: number) => `prestação ${number} de ${count}`,
    agreementDownPayment: 'entrada',
  },
  statusLabels: { PAID: 'PAGA', CANCELED: 'ANULADA', UNPAID: 'POR PAGAR' },
  list: {
    title: 'Lista de Facturas',
    zone: 'Zona',
    search: 'Pesquisar Leitura',
    print: 'Imprimir Facturas',
    month: 'Mês das facturas',
    latestMonth: 'O mais recente por pagar',
    onlyMonth: 'Só facturas do mês',
    onlyMonthHint: 'Sem aviso para quem só deve meses anteriores.',
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
      state: 'Estado',
      previousReading: 'Multa',
      month: 'Mês',
      finePercentage: 'Multa (%)',
      readingId: 'Id da Leitura',
    },
  },
} as const;
