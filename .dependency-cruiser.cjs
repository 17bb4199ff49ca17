// The code's structure, checked by `pnpm lint` (docs/adding-a-resource.md): files import one another without
// circles, and the api's and the gateway's shared layers serve every area without knowing any.

/** The api's layers that every area builds on: they take what an area gives them, never import it. */
const API_SHARED_LAYERS = '^api/src/(http|db|pdf|workers|plugins|sheet)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-circle',
      comment:
        'Two files that import each other (directly or through others) can only be read, tested and moved together: ' +
        'one of them holds what both need, or the one below takes what it needs as a parameter.',
      severity: 'error',
      from: { path: '^(api|gateway|web|domain)/' },
      to: { circular: true },
    },
    {
      name: 'api-shared-layer-knows-no-area',
      comment:
        'The shared layers (http/, db/, pdf/, workers/, plugins/, sheet/) serve every area: an area registers what ' +
        'they need (a credential check, a task file, a row drawer), they never import an area.',
      severity: 'error',
      from: { path: API_SHARED_LAYERS },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'gateway-shared-layer-knows-no-area',
      comment:
        'The gateway reaches its areas only through the one module list (gateway/src/modules/index.ts): rest/, ' +
        'http/ and the app wiring never import an area.',
      severity: 'error',
      from: { path: '^gateway/src/', pathNot: ['^gateway/src/modules/', '\\.test\\.ts$'] },
      to: { path: '^gateway/src/modules/[^/]+/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|generated|gql)/' },
    // Type-only imports count: a circle of types is still two files that cannot be read apart.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
