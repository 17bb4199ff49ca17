import { createHash } from 'node:crypto';

/**
 * CSP source expressions ('sha256-…') for the inline `<script>` or `<style>` blocks of an HTML page, so a policy can
 * allow exactly those blocks instead of 'unsafe-inline'. Scripts with a src are not inline and are left out.
 */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');
  const hashes: string[] = [];
  for (const [, attributes = '', content = ''] of html.matchAll(pattern)) {
    if (tag === 'script' && /\ssrc\s*=/i.test(attributes)) continue;
    // The browser hashes the text between the tags exactly as it appears, whitespace included.
    hashes.push(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
