// Tracing, loaded before the server with `node --import` (scripts/start.mjs always does; it does nothing unless
// OTEL_EXPORTER_OTLP_ENDPOINT is set): the OpenTelemetry tracer provider, exporting over OTLP/HTTP to that endpoint, and the instrumentations of
// the PostgreSQL driver and Redis, which must be in place before those packages are first imported. The requests'
// spans come from @fastify/otel in app.ts, the minute clock's and the socket events' from lib/spans.ts.
// docs/decisions/observability.md says what is traced and why it is off by default.
import { existsSync } from 'node:fs';
import { register } from 'node:module';

// The server reads a local .env the same way (serve.ts); this runs first, so it reads it too.
if (existsSync('.env')) process.loadEnvFile('.env');

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // Loaded only when tracing is on: a server without it starts as fast as one without this file.
  const [{ OTLPTraceExporter }, { registerInstrumentations }, { IORedisInstrumentation }, { PgInstrumentation }, { resourceFromAttributes }, sdk, semconv, iitm] =
    await Promise.all([
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/semantic-conventions'),
      import('import-in-the-middle'),
    ]);
  const { BatchSpanProcessor, NodeTracerProvider } = sdk;
  const { createAddHookMessageChannel } = iitm;
  const { ATTR_SERVICE_NAME } = semconv;
  // Only the modules an instrumentation hooks are wrapped on import, so the loader costs the rest nothing.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || 'jyotish-kendra-api' }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS) itself and posts to its /v1/traces.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 1_000 })],
  });
  // The global provider, with AsyncLocalStorage as the context manager: a query's span is its request's child.
  provider.register();
  registerInstrumentations({
    instrumentations: [
      // Statements without their parameters: a span never carries a phone number or an amount typed by a person.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  await waitForAllMessagesAcknowledged();
  // What is still buffered is sent before the process exits on a signal (serve.ts closes the app, then exits).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void provider.forceFlush());
}
