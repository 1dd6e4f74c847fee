// The codes clients act on, one refusal each: every error body names its code from the contracts' catalogue, beside
// the message and errors it always had (docs/decisions/error-codes.md).
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';
import {
  acceptedSession,
  fundedUser,
  onlineAstrologer,
  requestChat,
  sessionAction,
} from './consult-factories.ts';
import { createAccount } from './factories.ts';

const t = useTestApp({ CONSULT_TICK_MS: '50', CONSULT_MIN_MINUTES: '5' });

const call = async (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) => {
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: res.statusCode,
    body: res.json<{ message: string; errors: Record<string, string>; code: string }>(),
  };
};

describe('the framework refusals', () => {
  it('names a missing token, a session that is gone and a role that may not', async () => {
    expect(await call('GET', '/api/wallet')).toEqual({
      status: 401,
      body: { message: ERROR_CATALOGUE.unauthorized, errors: {}, code: 'unauthorized' },
    });
    expect(await call('GET', '/api/wallet', { accesstoken: 'no-such-session' })).toEqual({
      status: 401,
      body: { message: ERROR_CATALOGUE.session_expired, errors: {}, code: 'session_expired' },
    });
    const user = await createAccount(t.db, { role: 'user' });
    expect(await call('GET', '/api/admin/consultations/1', user.headers)).toEqual({
      status: 403,
      body: { message: ERROR_CATALOGUE.forbidden, errors: {}, code: 'forbidden' },
    });
  });

  it('answers a body that breaks its schema with validation and the field, and an unknown path with no_route', async () => {
    const user = await fundedUser(t, 100);
    const invalid = await call('POST', '/api/consultations', user.headers, { astro_id: 'x', type: 'chat' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation');
    expect(invalid.body.errors.astro_id).toBe(invalid.body.message);
    expect(await call('GET', '/api/no-such-thing?x=1')).toEqual({
      status: 404,
      body: { message: 'No route for GET /api/no-such-thing', errors: {}, code: 'no_route' },
    });
  });
});

describe('the refusals of a consultation', () => {
  it('tells a busy astrologer from a request already open, and both from a short wallet', async () => {
    const astro = await onlineAstrologer(t);
    const other = await onlineAstrologer(t);
    const user = await fundedUser(t, 1000);
    expect((await requestChat(t, user, astro)).status).toBe(201);
    expect(await requestChat(t, user, other)).toEqual({
      status: 409,
      body: { message: CONSULT_MESSAGES.alreadyOpen, errors: {}, code: 'already_open' },
    });
    const second = await fundedUser(t, 1000);
    expect(await requestChat(t, second, astro)).toEqual({
      status: 409,
      body: { message: CONSULT_MESSAGES.astrologerUnavailable, errors: {}, code: 'astrologer_busy' },
    });
    const poor = await fundedUser(t, 0);
    const refused = await requestChat(t, poor, other);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ errors: {}, code: 'low_balance' });
  });

  it('refuses an outsider as an unknown consultation, and a message once the session is over as session_ended', async () => {
    const astro = await onlineAstrologer(t);
    const user = await fundedUser(t, 1000);
    const session = await acceptedSession(t, user, astro);
    const outsider = await fundedUser(t, 1000);
    const url = `/api/consultations/${session.consultation_id}/messages`;
    // Not one's own is told as not found, so an id does not reveal that a session exists.
    expect(await call('POST', url, outsider.headers, { text: 'hello', client_id: 'c-1' })).toEqual({
      status: 404,
      body: { message: CONSULT_MESSAGES.consultationNotFound, errors: {}, code: 'consultation_not_found' },
    });
    expect((await sessionAction(t, user, session.consultation_id, 'end')).status).toBe(200);
    expect(await call('POST', url, user.headers, { text: 'hello', client_id: 'c-2' })).toEqual({
      status: 409,
      body: { message: CONSULT_MESSAGES.notActive, errors: {}, code: 'session_ended' },
    });
    expect(await sessionAction(t, astro, session.consultation_id, 'accept')).toEqual({
      status: 409,
      body: { message: CONSULT_MESSAGES.notRequested, errors: {}, code: 'request_not_waiting' },
    });
  });
});
