# shellcheck shell=bash
# Sourced by .ci/run (and usable alone: `source .ci/node-tools.sh && ensure_node_and_pnpm`). Puts Node 24 and the
# project's pnpm first on PATH, installing them from the npm registry into AGUA_TOOLS only when the machine lacks them.

NODE_MAJOR_REQUIRED=24

node_major() {
  if command -v node >/dev/null 2>&1; then node -p 'process.versions.node.split(".")[0]'; else echo 0; fi
}

ensure_node_and_pnpm() {
  local tools="${AGUA_TOOLS:-$HOME/.cache/agua-tools}"
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "no Node ${NODE_MAJOR_REQUIRED} package for $(uname -m)" >&2; return 1 ;;
  esac
  local node_bin="$tools/node_modules/node-linux-$arch/bin"
  if [ -x "$node_bin/node" ]; then export PATH="$node_bin:$PATH"; fi
  if [ "$(node_major)" -lt "$NODE_MAJOR_REQUIRED" ]; then
    command -v npm >/dev/null 2>&1 || { echo "npm is needed to install Node ${NODE_MAJOR_REQUIRED}" >&2; return 1; }
    echo "installing Node ${NODE_MAJOR_REQUIRED} (node-linux-$arch) into $tools"
    npm install --prefix "$tools" --no-update-notifier --no-audit --no-fund "node-linux-$arch@$NODE_MAJOR_REQUIRED" >/dev/null
    export PATH="$node_bin:$PATH"
  fi

  # package.json names the exact pnpm ("pnpm@10.34.9"); its bin runs on the node first on PATH.
  local pnpm_version
  pnpm_version="$(node -p 'require("./package.json").packageManager.split("@")[1]')"
  export PATH="$tools/node_modules/.bin:$PATH"
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]; then
    echo "installing pnpm $pnpm_version into $tools"
    npm install --prefix "$tools" --no-update-notifier --no-audit --no-fund "pnpm@$pnpm_version" >/dev/null
  fi
  echo "node $(node --version) ($(command -v node)), pnpm $(pnpm --version) ($(command -v pnpm))"
}
