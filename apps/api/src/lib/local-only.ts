// The demo configuration's pages (/dev/outbox, the fake gateway) answer only a client on this machine, judged by the
// connection's own address and never by X-Forwarded-For, which a visitor can write (TRUST_PROXY or not). A proxy on
// this machine connects from loopback on behalf of everyone; when it says it forwards someone else (the documented
// nginx sets X-Forwarded-For), that someone must be on this machine too. A forwarding header can only narrow the
// answer, never open it.
import { DEV_MESSAGES } from '@app/contracts/dev';
import type { FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';
import { isLoopbackAddress } from './ip-ranges.ts';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip'] as const;

function forwardedFor(request: FastifyRequest): string[] {
  return FORWARDING_HEADERS.flatMap((name) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => v.split(','));
  }).map((a) => a.trim());
}

/** True when the connection comes from this machine and forwards no one from elsewhere. */
export function isLocalClient(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.raw.socket.remoteAddress) && forwardedFor(request).every((a) => isLoopbackAddress(a));
}

/** An onRequest hook: a 404 saying why, unless the client is on this machine. */
export async function localClientsOnly(request: FastifyRequest): Promise<void> {
  if (!isLocalClient(request)) throw notFound('local_only', DEV_MESSAGES.localOnly);
}
