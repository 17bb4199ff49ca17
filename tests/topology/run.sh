#!/usr/bin/env bash
# `pnpm test:topology`: the production shape on this machine (tests/topology/cluster.ts). Installs what a fresh
# machine lacks (HAProxy and PgBouncer from Debian, as .ci/run installs Chromium), builds the servers when they are
# missing or older than their sources, then runs the checks, bounded to 5 minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."

need_apt=()
[ -x /usr/sbin/haproxy ] || need_apt+=(haproxy)
[ -x /usr/sbin/pgbouncer ] || need_apt+=(pgbouncer)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "test:topology needs ${need_apt[*]}: sudo apt-get install -y ${need_apt[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need_apt[@]}" >/dev/null
  # Debian starts the packaged services; the test runs its own on ports 9000-9099.
  systemctl disable --now haproxy pgbouncer >/dev/null 2>&1 || true
fi

node --input-type=module -e "
  const { serversStale, buildServers } = await import('./scripts/lib/build.mjs');
  if (serversStale()) console.log('[topology] servidores compilados em ' + ((await buildServers()) / 1000).toFixed(1) + ' s');
"

exec timeout --kill-after=10 300 node --import tsx --test --test-concurrency=1 --test-timeout=280000 \
  tests/topology/*.test.ts
