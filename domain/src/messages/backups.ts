// Cópias de Segurança: the snapshots of the whole database, their screen, and the restore command's answers.

export const backups = {
  title: 'Cópias de Segurança',
  intro:
    'Uma cópia de segurança é uma fotografia de toda a base de dados num só instante, comprimida e guardada na pasta de dados do servidor. É feita todos os dias à hora configurada e sempre que a pedir aqui.',
  warning:
    'Atenção: cada cópia contém os dados de todos os clientes e os resumos (hashes) das senhas e das chaves de API. Guarde os ficheiros descarregados num lugar seguro, tal como o próprio servidor.',
  encrypted: 'As cópias são cifradas com a frase-passe configurada no servidor (BACKUP_PASSPHRASE).',
  notEncrypted: 'As cópias não estão cifradas: defina BACKUP_PASSPHRASE no servidor para as cifrar.',
  schedule: (hour: number, keep: number) =>
    `Cópia diária às ${String(hour).padStart(2, '0')}:00 (hora de Maputo); são guardadas as ${keep} mais recentes.`,
  noSchedule: (keep: number) => `Sem cópia diária configurada; são guardadas as ${keep} mais recentes.`,
  request: 'Fazer cópia agora',
  requested: 'Cópia pedida: aparece na lista quando terminar.',
  download: 'Descarregar',
  downloadOf: (name: string) => `Descarregar a cópia ${name}`,
  empty: 'Ainda não há cópias de segurança.',
  fields: {
    createdAt: 'Pedida em',
    fileName: 'Ficheiro',
    trigger: 'Origem',
    status: 'Estado',
    size: 'Tamanho',
    duration: 'Duração',
    rows: 'Linhas',
    checksum: 'Soma de verificação (SHA-256)',
  },
  triggers: { SCHEDULED: 'Diária', MANUAL: 'Pedida' },
  statuses: { QUEUED: 'Em fila', RUNNING: 'A decorrer', DONE: 'Concluída', FAILED: 'Falhou' },
  api: {
    notFound: 'Cópia de segurança não encontrada.',
    notReady:
      'Esta cópia de segurança ainda não está concluída (ou falhou): não há ficheiro para descarregar.',
    fileGone: 'O ficheiro desta cópia já não existe na pasta de cópias do servidor.',
    interrupted: 'Interrompida: o processo que a fazia parou antes de terminar.',
    inFlight: 'Já há uma cópia de segurança em fila ou a decorrer: espere que termine.',
    queueUnavailable: 'A fila de trabalhos ainda não está disponível: tente de novo dentro de momentos.',
  },
  restore: {
    usage: 'Uso: pnpm restore <ficheiro> [--force] [--database postgres://…]',
    notFound: (file: string) => `Ficheiro não encontrado: ${file}`,
    stopFirst:
      'O Água está a correr sobre a base de dados embutida: pare-o primeiro (pnpm stop) e volte a restaurar.',
    starting: (file: string, database: string) => `A restaurar ${file} em ${database}…`,
    notBackup: 'Este ficheiro não é uma cópia de segurança do Água.',
    corrupt:
      'A cópia de segurança está danificada ou incompleta: a soma de verificação não confere. Nada foi restaurado.',
    passphraseMissing:
      'Esta cópia está cifrada: defina BACKUP_PASSPHRASE com a frase-passe com que foi feita. Nada foi restaurado.',
    passphraseWrong: 'A frase-passe (BACKUP_PASSPHRASE) não abre esta cópia. Nada foi restaurado.',
    contentMismatch: (table: string) =>
      `A tabela ${table} da cópia não confere com o seu manifesto (linhas ou soma de verificação). Nada foi restaurado.`,
    otherVersion: (backup: number, build: number) =>
      `A cópia foi feita por outra versão do Água (${backup} migrações; esta versão tem ${build}). Restaure-a com a versão que a fez. Nada foi restaurado.`,
    notEmpty: (rows: number) =>
      `A base de dados de destino não está vazia (${rows} linhas). Restaure numa base de dados nova, ou acrescente --force para apagar tudo o que ela contém e restaurar a cópia no seu lugar.`,
    done: (rows: number, tables: number, seconds: string) =>
      `Cópia restaurada: ${rows} linhas em ${tables} tabelas, em ${seconds} s. Os saldos, os recibos e as contagens conferem com o manifesto.`,
  },
} as const;
