// Request ids: the proxy's X-Request-Id behind a trusted proxy, so one id follows a request through both logs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Short and plain: it goes into every log line and back out in a response header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@+=-]{1,128}$/;

/** Fastify's genReqId: the proxy's id when trusted and sane, otherwise a fresh UUID. */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const header = trustProxy ? request.headers['x-request-id'] : undefined;
    return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
  };
}
