// The systemd unit and settings file `pnpm service:install` writes, as text (the tests check them with
// systemd-analyze verify).

/**
 * The unit: the production build under the launcher (scripts/start.mjs --no-build), as its own user, restarted on
 * failure, started at boot, stdout and stderr to journald. The launcher stops its children in order on SIGTERM; only
 * what is left after TimeoutStopSec is killed (KillMode=mixed). The checkout is read-only to the service; only the
 * data folder is writable.
 */
export function renderUnit({ root, node, user, dataDir, envFile }) {
  return `# Written by \`pnpm service:install\` (scripts/service/install.mjs); \`pnpm service:uninstall\` removes it.
[Unit]
Description=Água: back office de gestão de água (web, GraphQL, REST, PostgreSQL embutido)
Documentation=file://${root}/README.md
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=${user}
Group=${user}
WorkingDirectory=${root}
EnvironmentFile=${envFile}
Environment=NODE_ENV=production
ExecStart=${node} ${root}/scripts/start.mjs --no-build
Restart=on-failure
RestartSec=5
KillMode=mixed
KillSignal=SIGTERM
TimeoutStartSec=300
TimeoutStopSec=90
StandardOutput=journal
StandardError=journal
SyslogIdentifier=agua
LimitNOFILE=65536
NoNewPrivileges=yes
PrivateTmp=yes
ProtectSystem=strict
ProtectHome=read-only
ReadWritePaths=${dataDir}
ProtectKernelTunables=yes
ProtectControlGroups=yes
RestrictSUIDSGID=yes

[Install]
WantedBy=multi-user.target
`;
}

/** The settings the service reads (EnvironmentFile): the README's Configuration table; kept when it exists. */
export function renderEnvironment({ dataDir }) {
  return `# Settings of the agua service (README "Configuration"). After a change: sudo systemctl restart agua
DATA_DIR=${dataDir}
# Web and GraphQL, on every interface of this server, for the office's other computers; the api and the database
# answer only this machine.
PORT=8080
# First administrator of an empty database (no demo data on a real server):
# ADMIN_USERNAME=chefe
# ADMIN_PASSWORD=uma-palavra-passe-forte
SEED_DEMO=false
LOG_LEVEL=info
`;
}
