// Readings as the field brings them: anomalies, estimated readings, wrapped registers, replaced meters and the
// consumption checks (docs/domain.md "Readings from the field").
export const fieldReadings = {
  anomalies: {
    title: 'Anomalias de Leitura',
    fields: {
      code: 'Código',
      description: 'Descrição',
      withReading: 'Com leitura',
      billing: 'Facturação sem leitura',
      active: 'Activa',
    },
    billings: { AVERAGE: 'Média de consumo', MINIMUM: 'Consumo mínimo' } as Record<string, string>,
    yes: 'Sim',
    no: 'Não',
    notFound: 'Anomalia de leitura não encontrada.',
    codeInvalid: 'Código: use até 20 letras maiúsculas, dígitos, "-" ou "_".',
    codeTaken: 'Já existe uma anomalia de leitura com este código.',
    billingInvalid: 'Facturação sem leitura: use AVERAGE (média) ou MINIMUM (mínimo).',
    inUse: 'Esta anomalia já foi usada em leituras: desactive-a em vez de a eliminar.',
  },
  thresholds: {
    notFound: 'Tipo de contrato não encontrado.',
    fields: {
      minimumCubicMeters: 'Consumo mínimo (m³)',
      highFactor: 'Alto: vezes a média',
      highMinimum: 'Alto: acima de (m³)',
      veryHighFactor: 'Muito alto: vezes a média',
      veryHighMinimum: 'Muito alto: acima de (m³)',
      lowFactor: 'Baixo: fracção da média',
      lowAverageAbove: 'Baixo: média acima de (m³)',
    },
    title: 'Limites de consumo',
    subtitle: (type: string) =>
      `${type}: o consumo mínimo das estimativas sem histórico e os limites que assinalam uma leitura, face à média dos últimos 6 meses.`,
    chooseType: 'Tipo de contrato',
    groups: {
      estimate: 'Estimativa',
      high: 'Consumo alto',
      veryHigh: 'Consumo muito alto',
      low: 'Consumo baixo',
    },
    save: 'Guardar limites',
    saved: 'Limites de consumo guardados com sucesso!',
    loadFailed: 'Não foi possível carregar os limites deste tipo de contrato.',
    saveFailed: 'Um erro ocorreu ao guardar os limites de consumo!',
    veryHighBelowHigh: 'Os limites de consumo muito alto não podem ser inferiores aos de consumo alto.',
    lowFactorRange: 'Baixo: fracção da média deve estar entre 0 e 1 (exclusive).',
  },
  rules: {
    anomalyUnknown: (code: string) => `Anomalia de leitura desconhecida ou inactiva: ${code}.`,
    valueOrAnomaly: 'Indique a Leitura Actual ou o código de uma anomalia.',
    anomalyNeedsValue: (code: string) =>
      `A anomalia ${code} leva a leitura do contador: indique a Leitura Actual.`,
    anomalyWithoutValue: (code: string) =>
      `A anomalia ${code} é de contador sem leitura: não indique a Leitura Actual.`,
    anomalyCodeInvalid: 'Código de anomalia inválido.',
    monthAlreadyRead:
      'Este contador já tem uma leitura deste mês: só uma leitura (real ou estimada) por mês.',
    belowPrevious: (previous: number, advance: number, digits: number) =>
      `A leitura actual é inferior à anterior (${previous} m³) e não é uma volta plausível do contador de ${digits} dígitos (seriam ${advance} m³). Se o contador não pôde ser lido, registe-a com um código de anomalia; se foi trocado, registe a substituição do contador.`,
    closingBelow: (previous: number, advance: number) =>
      `A leitura de fecho é inferior à última leitura real (${previous} m³) e não é uma volta plausível (seriam ${advance} m³).`,
    estimatedNoValueEdit:
      'Uma leitura estimada não tem valor para corrigir: registe a leitura real no mês seguinte.',
  },
  flags: {
    ESTIMATED: 'Estimada',
    HIGH: 'Consumo alto',
    VERY_HIGH: 'Consumo muito alto',
    LOW: 'Consumo baixo',
    ZERO: 'Consumo zero',
    REPLACED: 'Contador substituído',
  } as Record<string, string>,
  /** Under the "Contador substituído" mark of a replacement's first month. */
  replacedMonth: 'Primeiro mês do novo contador: inclui o último consumo do contador substituído.',
  reasons: {
    estimatedAverage: (anomaly: string, estimate: number, months: number) =>
      `Leitura estimada (${anomaly}): ${estimate} m³, média dos últimos ${months} ${months === 1 ? 'mês' : 'meses'} com leitura real.`,
    estimatedMinimum: (anomaly: string, estimate: number) =>
      `Leitura estimada (${anomaly}): ${estimate} m³, o consumo mínimo do tipo de contrato.`,
    high: (consumption: number, average: number) =>
      `Consumo de ${consumption} m³, mais do dobro da média dos últimos 6 meses (${average} m³).`,
    veryHigh: (consumption: number, average: number) =>
      `Consumo de ${consumption} m³, muito acima da média dos últimos 6 meses (${average} m³): possível erro de leitura ou fuga.`,
    low: (consumption: number, average: number) =>
      `Consumo de ${consumption} m³, menos de metade da média dos últimos 6 meses (${average} m³).`,
    zero: 'Consumo zero num contrato activo.',
    credit: (cubicMeters: number) =>
      `A leitura real ficou abaixo da estimada: ${cubicMeters} m³ facturados a mais foram creditados no saldo.`,
  },
  replacement: {
    title: 'Substituir Contador',
    fields: {
      date: 'Data da substituição',
      closingReading: 'Leitura de fecho',
      serialNumber: 'Número de série do novo contador',
      digits: 'Dígitos do novo contador',
      initialReading: 'Leitura inicial do novo contador',
      brand: 'Marca do novo contador',
    },
    done: 'Contador substituído com sucesso!',
    alreadyReplaced: 'Este contador já foi substituído: já não recebe leituras.',
    noActiveContract: 'Este contador não tem um contrato activo para passar ao novo contador.',
    serialTaken: (serial: string) => `Já existe um contador com o número de série ${serial}.`,
    futureDate: 'A data da substituição não pode ser futura.',
    beforeLastReading:
      'A data da substituição é anterior à última leitura do contador: corrija ou cancele essa leitura primeiro.',
    closingTooLarge: (digits: number) => `A leitura de fecho não cabe num contador de ${digits} dígitos.`,
    initialTooLarge: (digits: number) => `A leitura inicial não cabe num contador de ${digits} dígitos.`,
  },
  meter: {
    serialNumber: 'Número de série',
    digits: 'Dígitos',
    serialInvalid: 'Número de série: use até 30 letras, dígitos, "-", "/" ou ".".',
    digitsInvalid: 'Dígitos: use um número inteiro de 3 a 9.',
    indexTooLarge: (digits: number) => `O índice não cabe num contador de ${digits} dígitos.`,
    closed: 'Substituído',
  },
  /** The client page (Ficha do Cliente): its meters and reading history. */
  clientPage: {
    meterTitle: (id: string, serial: string) => `Contador ${id} · Nº ${serial}`,
    meterDetails: (brand: string, digits: number) => `${brand} · ${digits} dígitos`,
    inService: 'Em serviço',
    replacedOn: (date: string, closing: number) => `Substituído em ${date} (fecho: ${closing} m³)`,
    replaces: (id: string) => `Substituiu o contador ${id}`,
    edit: 'Editar contador',
    editOf: (id: string) => `Editar o contador ${id}`,
    editHint:
      'O número de série é o que está impresso no contador; os dígitos dizem quando o mostrador dá a volta.',
    replace: 'Substituir contador',
    replaceOf: (id: string, serial: string) => `Substituir o contador ${id} (Nº ${serial})`,
    replaceHint:
      'O contador actual fica fechado com a leitura de fecho e o contrato passa para o novo contador; o histórico do antigo continua visível.',
    brand: 'Marca',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Contador guardado com sucesso!',
    history: 'Histórico de leituras',
    historyEmpty: 'Ainda não há leituras deste cliente.',
    sparkline: 'Consumo dos últimos 12 meses (m³)',
    sparklineLabel: (months: number, total: number) =>
      `Consumo dos últimos ${months} meses: ${total} m³ no total.`,
    showAll: (count: number) => `Ver todas (${count})`,
    showLess: 'Mostrar menos',
    columns: {
      period: 'Mês',
      meter: 'Contador',
      previous: 'Anterior',
      current: 'Actual',
      consumption: 'Consumo (m³)',
      state: 'Estado',
      marks: 'Observações',
    },
  },
  entry: {
    noReading: 'Sem leitura — anomalia',
    noReadingHint: 'O contador não pôde ser lido: o mês é facturado por estimativa.',
    anomaly: 'Anomalia',
    chooseAnomaly: 'Escolha a anomalia.',
    estimated: 'Estimada',
    replaced: 'Contador substituído',
  },
  window: {
    outside: (low: number, high: number) =>
      `Valor fora do intervalo esperado (${low}–${high} m³). Confirme escrevendo a leitura outra vez.`,
    retype: 'Confirme a Leitura Actual',
    mismatch: 'Os dois valores não coincidem.',
    header: { low: 'Mínimo esperado', high: 'Máximo esperado' },
  },
  bulk: {
    flaggedLeftOut: (count: number) =>
      `${count} ${count === 1 ? 'leitura assinalada ficou pendente' : 'leituras assinaladas ficaram pendentes'}: reveja-as ou inclua-as explicitamente.`,
    includeFlagged: 'Incluir as leituras assinaladas',
    confirmFlagged: (count: number) =>
      `Vai aprovar também ${count} ${count === 1 ? 'leitura assinalada' : 'leituras assinaladas'} (consumo alto, baixo, zero ou estimado). Confirma?`,
  },
  report: {
    title: 'Leituras estimadas e assinaladas por zona',
    empty: 'Nenhuma leitura neste mês.',
    columns: {
      zone: 'Zona',
      readings: 'Leituras',
      estimated: 'Estimadas',
      veryHigh: 'Muito alto',
      high: 'Alto',
      low: 'Baixo',
      zero: 'Zero',
      flaggedPending: 'Assinaladas pendentes',
      credited: 'm³ creditados',
    },
  },
};
