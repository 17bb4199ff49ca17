import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';

// OpenTelemetry traces of the api, loaded by server.ts only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector
// (README "Métricas e rastreio"). A request's span continues the W3C `traceparent` the gateway sent; its queries
// (pg) and outgoing calls (undici, fetch to M-Pesa) are its children. Spans go to the collector by OTLP over HTTP,
// in batches; the exporter reads the standard OTEL_* variables (headers, sampler, batch delay).

/** Probes are polled every few seconds by load balancers: their spans would drown the requests' ones. */
const isProbe = (url: string | undefined) => url?.startsWith('/health') ?? false;

export async function startTracing(serviceName: string): Promise<void> {
  // The api is ES modules: import-in-the-middle's hook lets the instrumentations patch the packages main.ts imports
  // next (pg and Fastify are loaded through it, as CommonJS from ES modules).
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter(),
    // Metrics are Prometheus's (plugins/metrics.ts) and logs stay JSON lines on stdout: neither goes by OTLP.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => isProbe(request.url) }),
      new UndiciInstrumentation(),
      // Only queries made for a traced request: the job queue's polling would otherwise be a trace every 0.5 s.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
}
