import { readFileSync } from 'node:fs';

const page = readFileSync(new URL('./sandbox.html', import.meta.url), 'utf8');

/**
 * The page only talks to its own origin; the policy makes the browser enforce that, so the sandbox
 * keeps working (and leaks nothing) on a machine without internet.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Sets the page's headers on the reply and returns the body to send. */
export function sandboxPage(reply: { header(name: string, value: string): unknown }): string {
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', 'no-cache');
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  return page;
}
