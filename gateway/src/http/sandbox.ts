import { readFileSync } from 'node:fs';
import { inlineHashes } from './inline-hashes.ts';

const page = readFileSync(new URL('./sandbox.html', import.meta.url), 'utf8');

/**
 * The page only talks to its own origin; the policy makes the browser enforce that, so the sandbox
 * keeps working (and leaks nothing) on a machine without internet. Its inline script and style run because
 * their hashes are listed, and nothing else inline would.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src ${inlineHashes(page, 'script').join(' ')}`,
  `style-src ${inlineHashes(page, 'style').join(' ')}`,
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Sets the page's headers on the reply and returns the body to send. */
export function sandboxPage(reply: { header(name: string, value: string): unknown }): string {
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', 'no-cache');
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  return page;
}
