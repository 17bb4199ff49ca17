// Suspensions of a meter's supply: the screens' texts and the api's refusals.
export const suspensions = {
  title: 'Suspensões',
  empty: 'Nenhuma suspensão disponível',
  created: 'Suspensao criada com sucesso.',
  createError: 'Ocorreu um erro ao criar a suspensao.',
  fields: {
    suspensionId: 'Id Suspensão',
    meter: 'Contador',
    startDate: 'Data Início',
    endDate: 'Data Fim',
    reason: 'Motivo',
    status: 'Estado',
    notes: 'Observações',
    economicYear: 'Ano Económico',
  },
  status: { ACTIVE: 'Activa', ENDED: 'Terminada' },

  registerTitle: 'Registar Suspensão',
  listTitle: 'Listar Suspensões',
  editTitle: 'Editar Suspensão',
  updated: 'Suspensão actualizada com sucesso!',
  updateError: 'Ocorreu um erro ao actualizar a suspensao.',
  client: 'Cliente',
  zone: 'Zona',
  enterprise: 'Empresa',
  register: 'Registar',
  save: 'Guardar',
  cancel: 'Cancelar',

  api: {
    meterNotFound: 'Contador não encontrado.',
    suspensionNotFound: 'Suspensão não encontrada.',
    suspensionIdMismatch: 'Id Suspensão: não corresponde à suspensão indicada no endereço.',
  },
} as const;
