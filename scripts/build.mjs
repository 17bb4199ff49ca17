// `pnpm build`: the web app into web/dist and the servers into api/dist and gateway/dist (scripts/lib/build.mjs).
import { join } from 'node:path';
import { buildServers, buildWeb, root } from './lib/build.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const webMs = buildWeb(join(root, 'web', 'dist'));
const serversMs = await buildServers();
console.log(`[build] aplicação web em ${seconds(webMs)}; servidores em ${seconds(serversMs)}`);
