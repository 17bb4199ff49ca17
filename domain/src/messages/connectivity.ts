// The network as the web app sees it: offline, failed loads, and lists too wide for a phone.

export const connectivity = {
  offline:
    'Sem ligação à Internet. Os ecrãs já abertos continuam visíveis, mas os dados não são actualizados e nada é gravado até a ligação voltar.',
  loadFailed: 'Não foi possível carregar os dados.',
  offlineReason: 'Sem ligação à Internet: a lista não corresponde à pesquisa nem aos filtros.',
  retry: 'Tentar novamente',
  scrollHint: 'Deslize para ver mais colunas',
} as const;
