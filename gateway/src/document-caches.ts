import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { DocumentNode } from 'graphql';

/**
 * Apollo keeps every parsed document it has seen (keyed by its hash) and every registered persisted query. Its
 * default caches weigh a document by JSON.stringify, which leaves out `loc.source` — the whole query text each
 * node still points to — so a stream of distinct documents padded with comments grew the gateway by gigabytes while
 * the cache believed it held a few. Both caches here are weighed in bytes of what they really retain.
 */
export const DOCUMENT_CACHE_BYTES = 8 * 1024 * 1024;
export const PERSISTED_QUERY_CACHE_BYTES = 4 * 1024 * 1024;

/** Bytes a parsed document retains: its source text (UTF-16 in memory) and about 64 bytes per AST node. */
export function documentBytes(document: DocumentNode): number {
  const source = document.loc?.source.body.length ?? 0;
  return source * 2 + JSON.stringify(document).length;
}

export function boundedDocumentStore(maxBytes = DOCUMENT_CACHE_BYTES): InMemoryLRUCache<DocumentNode> {
  return new InMemoryLRUCache<DocumentNode>({ maxSize: maxBytes, sizeCalculation: documentBytes });
}

/** Persisted queries are stored as their text; a string weighs two bytes per UTF-16 unit. */
export function boundedPersistedQueryCache(maxBytes = PERSISTED_QUERY_CACHE_BYTES): InMemoryLRUCache<string> {
  return new InMemoryLRUCache<string>({ maxSize: maxBytes, sizeCalculation: (text) => text.length * 2 || 1 });
}
