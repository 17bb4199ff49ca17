// Each person's own account (Definições): the password rules and their meter, the first sign-in, the sessions, the
// second factor at sign-in and its set-up, and the api's refusals about them.

export const account = {
  title: 'Definições',
  profile: {
    heading: 'A minha conta',
    name: 'Nome',
    username: 'Utilizador',
    role: 'Perfil',
  },
  password: {
    heading: 'Alterar senha',
    intro:
      'Use pelo menos 8 caracteres. Uma frase de três ou quatro palavras que só você associa é fácil de lembrar e difícil de adivinhar.',
    current: 'Senha actual',
    new: 'Nova senha',
    confirmation: 'Repita a nova senha',
    submit: 'Alterar senha',
    changed: 'Senha alterada. As outras sessões desta conta foram terminadas.',
    failed: 'Falha ao alterar a senha.',
    rules: {
      tooShort: (label: string, min: number) => `${label} deve ter pelo menos ${min} caracteres.`,
      tooLong: (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres.`,
      tooGuessable:
        'Esta senha é demasiado comum ou fácil de adivinhar. Junte mais palavras pouco usuais, por exemplo uma frase de três ou quatro palavras.',
      containsUsername: 'A senha não pode conter o nome de utilizador. Escolha outra.',
      mismatch: 'As duas senhas não coincidem. Escreva a mesma nova senha nos dois campos.',
      sameAsCurrent: 'A nova senha tem de ser diferente da actual.',
      wrongCurrent: 'A senha actual não está certa. Verifique-a e tente novamente.',
    },
    strength: {
      label: 'Força da senha',
      empty: 'Escreva uma senha para ver a sua força.',
      levels: ['Muito fraca', 'Fraca', 'Razoável', 'Boa', 'Forte'],
      accepted: 'Aceite.',
      refused: 'Ainda não é aceite: acrescente palavras.',
    },
    selfThroughUserForm:
      'Para alterar a sua própria senha use Definições → Alterar senha (pede a senha actual).',
  },
  firstSignIn: {
    title: 'Escolha a sua senha',
    intro:
      'A senha com que entrou foi definida por um administrador. Antes de continuar, escolha uma senha que só você conheça.',
    submit: 'Guardar e continuar',
    required: 'Tem de escolher uma nova senha antes de continuar: abra a página de primeiro acesso.',
  },
  sessions: {
    heading: 'Sessões activas',
    intro: 'Os dispositivos onde a sua conta tem sessão iniciada. Termine as que não reconhece.',
    device: 'Dispositivo',
    address: 'Endereço',
    signedInAt: 'Início de sessão',
    lastUsedAt: 'Último uso',
    current: 'Esta sessão',
    unknownDevice: 'Dispositivo desconhecido',
    end: 'Terminar',
    endOf: (device: string) => `Terminar a sessão em ${device}`,
    endOthers: 'Terminar todas as outras',
    ended: 'Sessão terminada.',
    othersEnded: (count: number) =>
      count === 1 ? '1 outra sessão terminada.' : `${count} outras sessões terminadas.`,
    none: 'Não há outras sessões activas.',
    notFound: 'Sessão não encontrada: já terminou ou não é sua.',
    failed: 'Falha ao terminar a sessão.',
    browserOn: (browser: string, system: string) => `${browser} em ${system}`,
  },
  twoFactor: {
    heading: 'Verificação em dois passos',
    intro:
      'Além da senha, a entrada pede um código de 6 dígitos de uma aplicação autenticadora (Google Authenticator, Microsoft Authenticator, FreeOTP…) no seu telemóvel.',
    onSince: (date: string) => `Activa desde ${date}.`,
    off: 'Não activa.',
    recoveryLeft: (count: number) =>
      count === 1 ? 'Resta 1 código de recuperação.' : `Restam ${count} códigos de recuperação.`,
    start: 'Activar verificação em dois passos',
    scan: 'Leia este código QR com a aplicação autenticadora:',
    qrLabel: 'Código QR para a aplicação autenticadora',
    secretText: 'Ou escreva esta chave na aplicação:',
    confirmCode: 'Código de 6 dígitos da aplicação',
    confirm: 'Confirmar e activar',
    cancel: 'Cancelar',
    enabled: 'Verificação em dois passos activada.',
    recoveryTitle: 'Códigos de recuperação',
    recoveryWarning:
      'Guarde estes códigos num lugar seguro: cada um serve uma vez para entrar se perder o telemóvel. Não voltarão a ser mostrados.',
    recoveryDone: 'Já guardei os códigos',
    copy: 'Copiar códigos',
    copied: 'Copiados',
    disable: 'Desactivar',
    disableTitle: 'Desactivar a verificação em dois passos',
    disableText: 'Confirme com a sua senha. A entrada passa a pedir só a senha.',
    disabled: 'Verificação em dois passos desactivada.',
    failed: 'Falha na verificação em dois passos.',
    adminsOnly: 'A verificação em dois passos é para contas de administrador.',
    alreadyOn: 'A verificação em dois passos já está activa nesta conta.',
    notStarted: 'Comece a activação primeiro: peça um novo código QR.',
    notOn: 'A verificação em dois passos não está activa nesta conta.',
    requiredCannotDisable:
      'A verificação em dois passos é obrigatória para administradores: não pode ser desactivada.',
    setupRequired:
      'Tem de activar a verificação em dois passos antes de continuar: é obrigatória para administradores.',
    requiredTitle: 'Active a verificação em dois passos',
    requiredIntro:
      'A verificação em dois passos é obrigatória para administradores. Active-a para continuar.',
    continue: 'Continuar',
    policy: {
      heading: 'Obrigatória para administradores',
      text: 'Quando ligada, todo o administrador tem de usar a verificação em dois passos; quem ainda não a tem é levado a activá-la na próxima entrada.',
      on: 'Exigir a verificação em dois passos a todos os administradores',
      saved: 'Regra guardada.',
      needsOwn: 'Active primeiro a verificação em dois passos na sua própria conta.',
    },
    reset: 'Repor',
    resetHeading: 'Repor a verificação em dois passos de outro administrador',
    resetIntro:
      'Quando um administrador perde o telemóvel e os códigos de recuperação: a conta volta a entrar só com a senha, e todas as suas sessões terminam.',
    resetWho: 'Administrador',
    resetTitle: 'Repor a verificação em dois passos',
    resetConfirm: (name: string) =>
      `A verificação em dois passos de ${name} é removida e todas as sessões dessa conta terminam. Confirme que falou com a pessoa.`,
    resetDone: 'Verificação em dois passos reposta: o utilizador volta a entrar só com a senha.',
    resetSelf: 'Não pode repor a sua própria verificação em dois passos: desactive-a em Definições.',
  },
  signInCode: {
    title: 'Verificação em dois passos',
    intro: 'Escreva o código de 6 dígitos que a aplicação autenticadora mostra agora.',
    code: 'Código',
    codePlaceholder: '000000',
    recoveryHint: 'Perdeu o telemóvel? Escreva um dos seus códigos de recuperação.',
    submit: 'Verificar',
    back: 'Voltar',
    invalidCode: 'Código inválido ou expirado. Escreva o código que a aplicação mostra agora.',
    expired: 'A verificação demorou demasiado. Inicie sessão novamente.',
    missingCode: 'Escreva o código de 6 dígitos.',
  },
} as const;
