// Chaves de API (Parametrização): the keys reporting tools use, their screen and the api's refusals.

export const apiKeys = {
  tab: 'Chaves de API',
  intro:
    'Uma chave de API dá a uma ferramenta de relatórios (folha de cálculo, BI, script) acesso só de leitura aos dados: consultas, nunca alterações.',
  addTitle: 'Nova Chave de API',
  create: 'Criar Chave',
  table: 'Chaves de API',
  empty: 'Nenhuma chave de API criada.',
  fields: {
    name: 'Nome',
    expiresOn: 'Validade',
    createdAt: 'Criada em',
    lastUsedAt: 'Último uso',
    state: 'Estado',
    actions: 'Acções',
  },
  namePlaceholder: 'Ex.: Power BI da Direcção',
  neverUsed: 'Nunca',
  states: {
    ACTIVE: 'Activa',
    EXPIRED: 'Expirada',
    REVOKED: 'Revogada',
  },
  revoke: 'Revogar',
  revokeOf: (name: string) => `Revogar a chave ${name}`,
  cancel: 'Cancelar',
  revokeTitle: 'Revogar Chave de API',
  revokeText: (name: string) =>
    `A chave «${name}» deixa de funcionar de imediato, para qualquer ferramenta que a use. Esta acção não pode ser desfeita.`,
  secretTitle: 'Chave de API criada',
  secretWarning:
    'Copie a chave agora e guarde-a num lugar seguro: por segurança, não voltará a ser mostrada. Se a perder, revogue-a e crie outra.',
  secretLabel: 'Chave',
  copy: 'Copiar',
  copied: 'Copiada',
  copyFailed: 'Não foi possível copiar: seleccione a chave e copie-a à mão.',
  close: 'Já copiei a chave',
  created: 'Chave de API criada.',
  revoked: 'Chave de API revogada.',
  createFailed: 'Falha ao criar a chave de API.',
  revokeFailed: 'Falha ao revogar a chave de API.',
  validation: {
    expiryNotFuture: 'Validade: escolha uma data posterior a hoje.',
    expiryTooFar: 'Validade: no máximo um ano a partir de hoje.',
  },
  api: {
    invalidKey: 'Chave de API inválida, expirada ou revogada.',
    notFound: 'Chave de API não encontrada.',
    nameTaken: 'Já existe uma chave de API activa com este nome.',
  },
} as const;
