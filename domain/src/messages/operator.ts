// What the server tells whoever runs it: `pnpm start`, `stop`, `status`, `upgrade-check`, `service:install` and the
// api's start-up. Read by the api and, as TypeScript stripped by Node, by scripts/ (so nothing here may need a
// compiler: plain objects and functions). Not assembled into messages.ts: the web app never shows these, and
// leaving them out keeps them out of its bundle.

/** 6234 ms → "6,2 s". */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
}

/** 1536 → "1,5 KB"… in powers of 1024, with a decimal comma. */
export function bytes(count: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = count;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1).replace('.', ',')} ${units[unit]}`;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const operator = {
  start: {
    alreadyRunning: (pid: number, since: string, url: string) =>
      `O Água já está a correr (processo ${pid}, desde ${since}) em ${url}. Para o parar: pnpm stop.`,
    staleLock: (pid: number) =>
      `O Água não foi parado correctamente da última vez (o processo ${pid} já não existe): a arrancar de novo.`,
    portBusy: (port: number, what: string, owner: string | null, variable: string) =>
      `Não é possível arrancar: a porta ${port} (${what}) está ocupada${owner ? ` pelo processo ${owner}` : ''}. ` +
      `Pare esse processo, ou escolha outra porta com ${variable}.`,
    buildingWeb: (folder: string) => `a construir a aplicação web em ${folder}...`,
    buildingServers: 'a construir os servidores (api, gateway, simulador M-Pesa)...',
    built: (ms: number) => `construído em ${seconds(ms)}.`,
    buildMissing:
      'Falta a construção de produção (ou está desactualizada) e este arranque não a pode fazer: corra pnpm build.',
    childDied: (name: string, reason: string) =>
      `${name} terminou inesperadamente (${reason}); a parar o resto.`,
    notAnswering: (name: string, url: string) => `${name} não respondeu em ${url} a tempo; a parar o resto.`,
    ready: (ms: number) => `Água pronto em ${seconds(ms)}.`,
    web: (url: string) => `web e GraphQL: ${url}  (GraphQL em /graphql)`,
    devWeb: 'web em modo de desenvolvimento: http://localhost:5173',
    rest: (url: string) => `REST: ${url}  (OpenAPI em /api/docs)`,
    logs: (folder: string) => `registos (JSON, rodados por tamanho e idade) em ${folder}`,
    stopping: (why: string) => `a parar (${why}): gateway, api, base de dados, simulador...`,
    stopped: (ms: number) => `parado em ${seconds(ms)}.`,
    forced: 'os processos não pararam a tempo: terminados à força.',
    migrated: (tags: string[]) =>
      `base de dados actualizada: ${tags.length} ${plural(tags.length, 'migração aplicada', 'migrações aplicadas')} (${tags.join(', ')}).`,
    recovered: (lastReceipt: string | null) =>
      'a base de dados recuperou de uma paragem inesperada (corte de energia ou processo terminado à força); ' +
      `os pagamentos confirmados estão guardados. ${lastReceipt ? `Último recibo registado: ${lastReceipt}.` : 'Ainda não há recibos.'}`,
    reasons: {
      SIGINT: 'Ctrl-C',
      SIGTERM: 'pedido de paragem',
      SIGHUP: 'terminal fechado',
      child: 'um dos processos terminou',
      timeout: 'um dos processos não respondeu',
    } as Record<string, string>,
  },
  database: {
    newerSchema: (unknownCount: number, newestAt: string) =>
      `A base de dados foi actualizada por uma versão mais recente do Água (${unknownCount} ` +
      `${plural(unknownCount, 'migração que esta versão não conhece', 'migrações que esta versão não conhece')}, ` +
      `a mais recente de ${newestAt}). Esta versão recusa-se a usá-la para não danificar os dados: ` +
      'instale a versão mais recente, ou reponha a cópia de segurança feita antes da actualização.',
    migrationFailed: (reason: string) =>
      `A actualização da base de dados falhou e foi anulada: a base de dados ficou como estava. Causa: ${reason}`,
    orphanStopped: (pid: number) =>
      `um PostgreSQL embutido deixado a correr por um arranque anterior (processo ${pid}) foi parado.`,
    heldByOther: (pid: number) =>
      `Os dados do PostgreSQL embutido estão em uso por outro processo (${pid}): já está outro Água a correr com a mesma pasta de dados?`,
  },
  stop: {
    notRunning: 'O Água não está a correr.',
    stopping: (pid: number) => `A parar o Água (processo ${pid})...`,
    stopped: (ms: number) => `O Água parou em ${seconds(ms)}.`,
    timeout: (pid: number) => `O Água (processo ${pid}) não parou a tempo; veja os registos.`,
    systemd: 'O Água corre como serviço do sistema: pare-o com sudo systemctl stop agua.',
  },
  status: {
    running: (pid: number, since: string, uptime: string) =>
      `O Água está a correr (processo ${pid}) desde ${since} (há ${uptime}).`,
    notRunning: 'O Água não está a correr.',
    process: (name: string, pid: number | null, state: string) =>
      `  ${name.padEnd(16)} ${pid ? `processo ${pid}` : '—'.padEnd(8)}  ${state}`,
    alive: 'a correr',
    gone: 'parado',
    ready: 'pronto',
    notReady: (reason: string) => `não está pronto (${reason})`,
    address: (url: string) => `Endereço: ${url}`,
    dataDir: (folder: string, size: string) => `Dados: ${folder} (${size})`,
    partialSize: 'pelo menos: parte da pasta não é legível por este utilizador; corra com sudo para o total',
    noBackups: 'Cópias de segurança: nenhuma.',
    lastBackup: (name: string, at: string, size: string, count: number) =>
      `Cópias de segurança: ${count}; a última é ${name}, de ${at} (${size}).`,
    logs: (folder: string) => `Registos: ${folder}`,
    journal: 'Registos: journalctl -u agua',
    lastStop: (clean: boolean) =>
      clean
        ? 'A última paragem foi limpa.'
        : 'A última paragem não foi limpa (corte de energia ou processo terminado à força).',
    duration: (ms: number) => {
      const minutes = Math.floor(ms / 60_000);
      if (minutes < 1) return 'menos de um minuto';
      if (minutes < 60) return `${minutes} min`;
      const hours = Math.floor(minutes / 60);
      if (hours < 48) return `${hours} h ${minutes % 60} min`;
      return `${Math.floor(hours / 24)} dias`;
    },
  },
  upgrade: {
    upToDate: (count: number) =>
      `A base de dados está actualizada: as ${count} migrações desta versão já foram aplicadas. Nada a fazer.`,
    pending: (count: number) =>
      `${count} ${plural(count, 'migração será aplicada', 'migrações serão aplicadas')} no próximo arranque, numa só transacção (se uma falhar, nenhuma fica):`,
    freshDatabase: 'A base de dados está vazia: o primeiro arranque cria-a inteira.',
    backupFirst: 'Faça uma cópia de segurança antes de arrancar a nova versão.',
    running: 'O Água está a correr: a verificar na base de dados que ele usa.',
  },
  service: {
    needsRoot: 'Este comando instala um serviço do sistema: corra-o como root (sudo pnpm service:install).',
    noSystemd: 'Este sistema não tem systemd (systemctl não encontrado): instale o serviço à mão a partir de',
    buildFirst:
      'Falta a construção de produção, ou está desactualizada: corra pnpm build (como o seu utilizador) e repita.',
    unreachable: (user: string, root: string, node: string) =>
      `O utilizador ${user} não consegue ler ${root} ou correr ${node}. Ponha o Água numa pasta que ele possa ler ` +
      '(por exemplo /opt/agua) e o Node.js num lugar do sistema (por exemplo /usr/local/bin/node), e repita.',
    userCreated: (user: string) => `utilizador do sistema ${user} criado.`,
    kept: (path: string) => `${path} já existe: mantido como está.`,
    leftInPlace: (path: string) =>
      `Ficam no lugar: os dados (DATA_DIR em ${path}), esse ficheiro e o utilizador do sistema.`,
    written: (path: string) => `unidade escrita em ${path}.`,
    enabled: 'serviço activado: arranca com o sistema e é reiniciado se falhar.',
    next: 'Arranque-o com: sudo systemctl start agua   ·   estado: pnpm status   ·   registos: journalctl -u agua -f',
    removed: (path: string) => `unidade ${path} removida (os dados ficam onde estavam).`,
    notInstalled: 'O serviço agua não está instalado.',
    settingsUnreadable: (path: string) =>
      `Não foi possível ler ${path} (as definições do serviço): corra o comando com sudo para ver o serviço instalado.`,
  },
} as const;
