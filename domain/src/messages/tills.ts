// Fecho de caixa (Tesouraria): a staff member's receipts of one day by method, the cash expected and counted.
export const tills = {
  title: 'Fecho de Caixa',
  day: 'Dia',
  user: 'Utilizador',
  method: 'Método',
  count: 'Recibos',
  total: 'Total',
  receipts: 'Recibos do dia',
  reversals: (count: number, total: string) => `Anulados: ${count} (${total})`,
  expectedCash: 'Numerário esperado na gaveta',
  countedCash: 'Numerário contado (MZN)',
  difference: 'Diferença',
  note: 'Observação',
  close: 'Fechar caixa',
  closed: (when: string, by: string) => `Caixa fechada em ${when} por ${by}.`,
  confirmClose: (day: string, count: number, expected: string, counted: string, difference: string) =>
    `Fechar a caixa de ${day}: ${count} recibos, numerário esperado ${expected}, contado ${counted}, diferença ${difference}. Depois de fechada, não se registam mais recibos deste dia para este utilizador.`,
  closedDone: 'Caixa fechada.',
  pdf: 'Fecho em PDF',
  cancel: 'Cancelar',
  empty: 'Nenhum recibo neste dia.',
  api: {
    alreadyClosed: 'Fecho de caixa: este dia já está fechado para este utilizador.',
    tillClosed: (day: string) =>
      `Data de Pagamento: a caixa deste utilizador para ${day} já foi fechada; não se registam mais recibos nesse dia.`,
    otherUser: 'Utilizador: só um administrador fecha ou vê a caixa de outro utilizador.',
    userNotFound: 'Utilizador não encontrado.',
    userRequired: 'Utilizador: indique de quem é a caixa.',
    futureDay: 'Dia: não pode ser uma data futura.',
  },
} as const;
