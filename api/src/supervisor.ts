// What the api tells `pnpm start` (scripts/start.mjs) over the IPC channel the launcher opens, so the launcher can
// say it in Portuguese on the operator's terminal. Without a launcher (systemd, Docker, tests) there is no channel
// and the log lines alone carry the same facts.

export type SupervisorEvent =
  | { type: 'migrated'; tags: string[] }
  | { type: 'recovered'; lastReceiptAt: string | null }
  | { type: 'orphan-stopped'; pid: number }
  | { type: 'refused'; message: string }
  | { type: 'ready'; startupMs: number };

export function tellSupervisor(event: SupervisorEvent): void {
  if (!process.send || !process.connected) return;
  // The launcher may be gone already (it is then shutting this process down): nothing to tell.
  process.send(event, undefined, undefined, () => {});
}
