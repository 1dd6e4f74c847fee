// The product's own trace spans (the minute clock's rounds, the socket events a client sends), beside those of the
// requests, the database and Redis (tracing.ts, app.ts). Without a tracer provider (tracing off, the default) the API
// hands out spans that record nothing, so this costs a function call.
import { SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

const tracer = trace.getTracer('jyotish-kendra');

/** Runs `work` inside a span named `name`, the active one for what it calls (its queries are its children). */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
