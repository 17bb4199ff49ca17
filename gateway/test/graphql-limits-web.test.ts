import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DocumentNode,
  Kind,
  parse,
  type SelectionSetNode,
  specifiedRules,
  validate,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_OPTIONS } from '../../web/src/ui/table/table-state.ts';
import { operationCost } from '../src/graphql-cost.ts';
import { GRAPHQL_LIMITS, limitRules } from '../src/graphql-limits.ts';
import { buildSchema } from '../src/schema.ts';

// The limits must never refuse what the back office itself sends: every document under web/src, as
// Apollo Client sends it (with __typename in every selection), and the sandbox page's own operations.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webSrc = path.join(repoRoot, 'web', 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    // src/gql is codegen's output: it repeats the documents found in the sources.
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Documents as the web writes them: in `graphql()` for Apollo, or as text marked with the GraphQL comment for the
// requests sent without Apollo (login, token renewal: web/src/lib/graphql/post-graphql.ts).
const WEB_DOCUMENT = /(?:graphql\(\s*|\/\* GraphQL \*\/\s*)`([^`]*)`/g;
const FRAGMENT = /^\s*fragment\s+(\w+)/;

function webTexts(): [string, string][] {
  return sourceFiles(webSrc).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(WEB_DOCUMENT)].map(
      ([, text = '']) =>
        [`${path.relative(webSrc, file)}: ${text.trim().split('\n')[0]}`, text] as [string, string],
    ),
  );
}

/** Each operation with the fragments it spreads (...MutationResult), as codegen assembles the document sent. */
function webDocuments(): [string, string][] {
  const texts = webTexts();
  const fragments = new Map(
    texts.flatMap(([, text]) => {
      const name = FRAGMENT.exec(text)?.[1];
      return name ? [[name, text] as const] : [];
    }),
  );
  return texts
    .filter(([, text]) => !FRAGMENT.test(text))
    .map(([name, text]) => {
      const spread = new Set([...text.matchAll(/\.\.\.(\w+)/g)].map(([, fragment = '']) => fragment));
      const used = [...spread].flatMap((fragment) => fragments.get(fragment) ?? []);
      return [name, [text, ...used].join('\n')];
    });
}

function sandboxDocuments(): [string, string][] {
  const page = readFileSync(path.join(repoRoot, 'gateway', 'src', 'http', 'sandbox.html'), 'utf8');
  const constant = (name: string) =>
    new RegExp(`const ${name} = ([\`'])([\\s\\S]*?)\\1;`).exec(page)?.[2] ?? '';
  const typeRef = constant('TYPE_REF');
  return [
    ['sandbox: default operations', constant('DEFAULT_QUERY')],
    ['sandbox: schema listing', constant('INTROSPECTION').replaceAll(`\${TYPE_REF}`, typeRef)],
  ];
}

/** What Apollo Client's cache adds before sending: __typename in every selection set below the operation. */
function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      leave(node: SelectionSetNode, _key, parent) {
        if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return node;
        const has = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
        );
        if (has) return node;
        const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;
        return { ...node, selections: [...node.selections, typename] };
      },
    },
  });
}

const schema = buildSchema();
const LARGEST_PAGE = Math.max(...PAGE_SIZE_OPTIONS);
const documents = [...webDocuments(), ...sandboxDocuments()];

describe('GraphQL limits and what the web sends', () => {
  it('finds the web’s documents and the sandbox’s', () => {
    expect(documents.length).toBeGreaterThan(30);
    for (const [, text] of documents) expect(text).toMatch(/\b(query|mutation)\b/);
  });

  it.each(documents)('accepts %s', (_name, text) => {
    const document = withTypename(parse(text, { maxTokens: GRAPHQL_LIMITS.maxTokens }));

    expect(validate(schema, document, [...specifiedRules, ...limitRules()])).toEqual([]);
  });

  it.each(documents)('costs %s less than the limit at the largest page the web offers', (_name, text) => {
    const document = withTypename(parse(text, { maxTokens: GRAPHQL_LIMITS.maxTokens }));
    // Every page size at the largest choice of the tables' selector (web/src/ui/table/table-state.ts).
    const variables = { size: LARGEST_PAGE, first: LARGEST_PAGE, limit: LARGEST_PAGE };

    const cost = operationCost(schema, document, undefined, variables, GRAPHQL_LIMITS);

    expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
  });
});
