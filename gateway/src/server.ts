import { loadEnv } from './env.ts';

// Entry point. Tracing, when a collector is named (OTEL_EXPORTER_OTLP_ENDPOINT), must hook http and undici before
// they are first loaded: it starts here, and the gateway (main.ts) is loaded after it. Without a collector nothing
// of OpenTelemetry's SDK is loaded. The production build keeps main.ts and tracing.ts as bundles of their own
// (scripts/lib/build.mjs), so their packages load only at these imports.

const env = loadEnv();
if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./tracing.ts');
  await startTracing(env.OTEL_SERVICE_NAME);
}
await import('./main.ts');
