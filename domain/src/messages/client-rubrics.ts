// Outros Pagamentos: charges of rubrics (extra items) to a client's contract — the screen and the api's refusals.
export const clientRubrics = {
  title: 'Outros Pagamentos',
  charge: 'Cobrar',
  /** 'Cobrar' asks first, naming the count and the amount (issue 28). */
  confirmTitle: 'Confirmar cobrança',
  confirmCharge: (rubric: string, amount: string, client: string) =>
    `Cobrar 1 × ${rubric} de ${amount} a ${client}? O valor fica em dívida no saldo do cliente.`,
  cancel: 'Cancelar',
  chooseContract: 'Escolha o contrato',
  /** Under 'Contrato' when Cobrar is pressed without one for a client holding several. */
  contractRequired: 'Escolha o contrato em que a rubrica é cobrada.',
  contractOption: (contractId: string, meterId: string) => `Contrato ${contractId} · contador ${meterId}`,
  processing: 'Processando',
  savingRubrics: 'Aguarde um instante enquanto guarda ainformações da Rubricas.',
  savingPayment: 'Aguarde um instante enquanto guarda ainformações do pagamento.',
  successTitle: 'Sucesso',
  /** A charge is a debt, not a payment: the message names what was charged (SPEC section 0). */
  success: (amount: string) => `Cobrança registada: ${amount}.`,
  failure:
    'Um erro ocorreu ao efectuar a cobrança! verifique se os dados estão devidamente preenchidos e volte a submeter.',
  columns: {
    id: 'ID',
    client: 'Cliente',
    quantity: 'Quantidade',
    rubric: 'Rubrica',
    chargedAt: 'Data de Cobrança',
  },
  missingDescription: 'Descrição não encontrada',
  missingClient: 'Cliente não encontrado',

  balance: 'Saldo',
  debt: 'Dívida',
  amount: 'Valor',

  fields: {
    clientId: 'Cliente',
    contractId: 'Contrato',
    rubricId: 'Rúbrica',
    quantity: 'Quantidade',
  },
  api: {
    clientRubricNotFound: 'Cobrança não encontrada.',
    rubricNotFound: 'Rúbrica: a rúbrica indicada não existe.',
    quantityPositive: 'Quantidade: deve ser um número inteiro maior que 0.',
    chargeAlreadyReversed: 'Esta cobrança já foi anulada.',
    chargeReversed: 'Esta cobrança foi anulada: já não pode ser alterada.',
    chargeFieldFixed: (field: string) =>
      `${field}: não pode ser alterado numa cobrança; anule-a e registe outra.`,
  },
} as const;
