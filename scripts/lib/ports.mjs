// Is a port free, and if not, which process holds it (Linux /proc; null when it cannot be told, e.g. another
// user's process seen without root)? Lets `pnpm start` refuse in one Portuguese sentence instead of a child's
// EADDRINUSE stack trace after the "ready" lines.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

/** Resolves true when nothing listens on the port (any address, IPv4 or IPv6). */
export function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function listeningInodes(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXADDR:HEXPORT; state 0A is LISTEN; the inode is the tenth field.
      if (fields.length < 10 || fields[3] !== '0A') continue;
      if (Number.parseInt(fields[1].split(':')[1], 16) === port) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The process listening on the port ({ pid, command }), or null when it cannot be told. */
export function portOwner(port) {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link;
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      if (inode && inodes.has(inode))
        return { pid: Number(pid), command: commandLine(Number(pid), Infinity) ?? '?' };
    }
  }
  return null;
}

/** "1234 (node scripts/start.mjs)" for a message. */
export function describeOwner(owner) {
  return owner
    ? `${owner.pid} (${owner.command.length > 100 ? `${owner.command.slice(0, 97)}...` : owner.command})`
    : null;
}

/** A process's command line (at most `limit` characters); null when there is no such process. */
export function commandLine(pid, limit = 100) {
  try {
    const parts = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const text = parts.join(' ');
    return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
  } catch {
    return null;
  }
}
