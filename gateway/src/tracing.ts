import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';

// OpenTelemetry traces of the gateway, loaded by server.ts only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector
// (README "Métricas e rastreio"). A GraphQL request's span is the parent of the api calls it makes: the undici
// instrumentation adds the W3C `traceparent` header to each of them (rest/client.ts's pool and the /files pool), so
// the api's spans, and its queries', join the same trace. Spans go by OTLP over HTTP, in batches; the exporter reads
// the standard OTEL_* variables.

const isProbe = (url: string | undefined) => url?.startsWith('/health') ?? false;

export async function startTracing(serviceName: string): Promise<void> {
  // The gateway is ES modules: import-in-the-middle's hook lets the http instrumentation see Fastify's server.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter(),
    // Metrics are Prometheus's (http/metrics.ts) and logs stay JSON lines on stdout: neither goes by OTLP.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => isProbe(request.url) }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
}
