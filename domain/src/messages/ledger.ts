// Which client and contract a payment or a charge is booked to (api/src/modules/ledger/client-contract.ts): the
// refusals shared by receipts, M-Pesa payments and rubric charges.
export const ledger = {
  api: {
    clientNotFound: 'Cliente: o cliente indicado não existe.',
    contractNotOfClient: 'Contrato: o contrato indicado não pertence a este cliente.',
    contractNotActive: 'Contrato: o contrato indicado não está activo.',
    noActiveContract: 'O cliente não tem nenhum contrato activo.',
    severalActiveContracts: 'Contrato: o cliente tem vários contratos activos; indique qual (contractId).',
  },
} as const;
