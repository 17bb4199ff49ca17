// Tarifas: the versioned tariff schedules of the contract types (docs/domain.md "Tarifas"): the refusals of the
// api, the invoice lines' descriptions, and the Parametrização → Contracto tariff panel.
// Built once: a formatter costs far more to build than to use, and a field sheet describes 50,000 invoices.
const moneyFormat = new Intl.NumberFormat('pt-PT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rateFormat = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 2 });
const mt = (centavos: number) => moneyFormat.format(centavos / 100);
const pct = (rate: number) => rateFormat.format(rate);

export const tariffs = {
  fields: {
    effectiveFrom: 'Em vigor desde',
    minimumCharge: 'Consumo mínimo (MZN)',
    fixedCharge: 'Taxa fixa (MZN)',
    fixedChargeDescription: 'Descrição da taxa fixa',
    sanitationRate: 'Saneamento (%)',
    sanitationExemptUpTo: 'Isento de saneamento até (m³)',
    vatRate: 'IVA (%)',
    vatExemptUpTo: 'Isento de IVA até (m³)',
    blocks: 'Escalões',
    note: 'Nota (resolução)',
    upTo: (block: number) => `Escalão ${block}: até (m³)`,
    price: (block: number) => `Escalão ${block}: preço por m³ (MZN)`,
    flat: (block: number) => `Escalão ${block}: valor fixo (MZN)`,
    consumption: 'Consumo (m³)',
    contractType: 'Tipo de contrato',
    date: 'Data',
  },
  validation: {
    blockPriceOrFlat: (block: number) =>
      `Escalão ${block}: indique o preço por m³ ou o valor fixo (um dos dois, não ambos).`,
    boundsIncreasing: (block: number) =>
      `Escalão ${block}: o limite "até (m³)" tem de ser maior do que o do escalão anterior.`,
    openNotLast: (block: number) => `Escalão ${block}: só o último escalão pode ficar sem limite (aberto).`,
    lastMustBeOpen: 'Escalões: o último escalão tem de ficar sem limite (aberto).',
    wholeCubicMetres: (label: string) => `${label} deve ser um número inteiro de m³.`,
  },
  refusals: {
    contractTypeNotFound: 'Tipo de contrato não encontrado.',
    versionNotFound: 'Versão de tarifa não encontrada.',
    dateTaken: (date: string) => `Em vigor desde: já existe uma versão desta tarifa em vigor desde ${date}.`,
    locked:
      'Esta versão da tarifa já facturou leituras: não pode ser alterada nem apagada. Publique uma nova versão.',
    monthsInvoiced: (month: string) =>
      `Em vigor desde: já há facturas de ${month} emitidas com outra tarifa; uma nova versão só pode vigorar a partir de um mês ainda por facturar.`,
  },
  lines: {
    block: (position: number, from: number, upTo: number | null) =>
      upTo === null
        ? `${position}.º escalão (mais de ${from} m³)`
        : from === 0
          ? `${position}.º escalão (até ${upTo} m³)`
          : `${position}.º escalão (${from + 1}–${upTo} m³)`,
    flatSuffix: ', valor fixo',
    minimum: (centavos: number) => `Consumo mínimo (${mt(centavos)} MT)`,
    fixedDefault: 'Taxa fixa',
    sanitation: (rate: number) => `Saneamento (${pct(rate)} % da água)`,
    vat: (rate: number) => `IVA (${pct(rate)} %)`,
  },
  panel: {
    title: 'Tarifas',
    subtitle: (designation: string) => `Versões da tarifa de ${designation}`,
    legacy: 'Sem versão em vigor: factura-se com o consumo mínimo e o preço por m³ do tipo de contrato.',
    none: 'Este tipo de contrato ainda não tem versões de tarifa.',
    newVersion: 'Nova versão',
    editVersion: 'Editar versão',
    deleteVersion: 'Apagar versão',
    deleteConfirm: (date: string) => `Apagar a versão em vigor desde ${date}?`,
    cancel: 'Cancelar',
    chooseType: 'Tipo de contrato',
    saveFailure: 'Um erro ocorreu ao guardar a versão da tarifa.',
    nothingToSimulate: 'Indique o consumo em m³.',
    locked: 'Já facturou: bloqueada',
    addBlock: 'Adicionar escalão',
    removeBlock: 'Remover escalão',
    blockKind: 'Tipo',
    perCubicMetre: 'Preço por m³',
    flatAmount: 'Valor fixo',
    open: 'aberto',
    openHint: 'Deixe "até" vazio no último escalão (sem limite).',
    save: 'Publicar',
    saved: 'Versão da tarifa guardada.',
    deleted: 'Versão da tarifa apagada.',
    examples:
      'Demonstração: tarifas de 2025 da AURA para o Grande Maputo; os limites dos escalões são exemplos (cada operador define os seus).',
    simulate: 'Simular factura',
    simulateAction: 'Simular',
    simulated: (version: number | null) =>
      version === null ? 'Preço do tipo de contrato (sem tarifa em vigor)' : `Versão n.º ${version}`,
    vat: 'IVA',
    total: 'Total',
    columns: {
      effectiveFrom: 'Em vigor desde',
      blocks: 'Escalões',
      minimumCharge: 'Mínimo',
      fixedCharge: 'Taxa fixa',
      sanitation: 'Saneamento',
      vat: 'IVA',
      description: 'Descrição',
      quantity: 'm³',
      unitPrice: 'Preço unit.',
      amount: 'Valor',
    },
  },
} as const;
