import { loadEnv } from './env.ts';

// Entry point. Tracing, when a collector is named (OTEL_EXPORTER_OTLP_ENDPOINT), must hook http, undici and pg
// before they are first loaded: it starts here, and the api (main.ts) is loaded after it. Without a collector
// nothing of OpenTelemetry is loaded at all. The production build keeps main.ts and tracing.ts as bundles of their
// own (scripts/lib/build.mjs), so their packages load only at these imports.

const { tracing } = loadEnv();
if (tracing) {
  const { startTracing } = await import('./tracing.ts');
  await startTracing(tracing.serviceName);
}
await import('./main.ts');
