// Signing in and out, the session, and the names of the two roles.

export const auth = {
  title: 'Iniciar Sessão',
  subtitle: 'Aceda ao sistema de gestão de água',
  username: 'Utilizador',
  usernamePlaceholder: 'Insira ID do utilizador',
  password: 'Senha',
  passwordPlaceholder: 'Insira a senha',
  submit: 'Entrar',
  fillAllFields: 'Por favor, preencha todos os campos.',
  invalidCredentials: 'Utilizador ou senha inválidos.',
  inactiveUser: 'Este utilizador está inactivo. Contacte o administrador.',
  tooManyAttempts: 'Demasiadas tentativas falhadas. Aguarde alguns minutos e tente novamente.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  refreshFailed: 'Token refresh failed',
  loginSuccess: 'Login successful!',
  registrationSuccess: 'Registration successful!',
  refreshSuccess: 'Token refreshed successfully!',
  missingToken: 'Sessão em falta. Inicie sessão.',
  invalidToken: 'Sessão inválida ou expirada. Inicie sessão novamente.',
  invalidRefreshToken: 'Sessão expirada. Inicie sessão novamente.',
  forbidden: 'Não tem permissão para esta operação.',
  signOut: 'Sair',
  profile: 'Perfil',
} as const;

export const roles = {
  ADMIN: 'Administrador',
  FIELD_TECH: 'Técnico',
} as const;
