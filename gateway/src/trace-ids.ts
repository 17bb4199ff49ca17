import { context, trace } from '@opentelemetry/api';

/** The trace and span a log line is written in (tracing on): the collector's trace is found from the line. */
export function traceIds(): Record<string, string> {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
