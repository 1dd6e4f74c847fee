// An account's deletion fired at the same moment as each write made on behalf of the account, many times over: either
// the write commits first (and the deletion then erases or detaches it, or refuses, as for a consultation requested),
// or it waits for the deletion and is refused with a 401. On PostgreSQL the two truly race; PGlite runs one statement
// at a time, so there the rounds are the same check without the race.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED } from '../../plugins/auth.ts';
import { createProduct } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import {
  acceptedSession,
  fundedUser,
  keepConnected,
  onlineAstrologer,
  requestChat,
  sessionAction,
  type Connection,
  type OnlineAstrologer,
} from '../../test/consult-factories.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { addAddressFor, call, checkout, confirmBody, payAtGateway, placeOrder, putInCart } from '../../test/purchase.ts';
import { PUSH_STAND_IN_ENV, browserSubscription } from '../../test/push-service.ts';
import { freshIp, latestCode } from '../../test/sign-in.ts';
import { createSession } from '../directory/sessions.fixture.ts';
import { askingUser, openQuestion, QUESTION } from '../free-questions/free-questions.fixture.ts';
import { deleteAccount } from './account.fixture.ts';
import { ERASED } from './deletion.repository.ts';

const t = useTestApp(PUSH_STAND_IN_ENV);
type Response = Awaited<ReturnType<typeof deleteAccount>>;
const ROUNDS = process.env.TEST_DB === 'postgres' ? 10 : 1;
/** Each race's rounds; a round is a few dozen statements, on a busy two-core machine. */
const TIMEOUT = 240_000;

let astro: OnlineAstrologer;
let online: Connection;
beforeAll(async () => {
  // One astrologer, kept online, takes the users' requests and has their reviews; rounds leave it free again.
  astro = await onlineAstrologer(t, { chargeRupees: 10 });
  online = keepConnected(t.db, [astro.id]);
});
afterAll(async () => {
  await online?.stop();
});

const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.db.execute(query)) as unknown as { rows: T[] };
const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query)).rows[0]!.n);

const inject = (method: 'POST' | 'PUT', url: string, who: TestAccount, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** A deletion code from an address of its own, so the rounds stay within the per-IP sending cap. */
async function codeFor(who: TestAccount): Promise<string> {
  const sent = await t.app.inject({ method: 'POST', url: '/api/account/deletion/code', headers: who.headers, remoteAddress: freshIp() });
  expect(sent.statusCode, sent.body).toBe(200);
  return latestCode(t.app, who.email);
}

/**
 * What of the person a deleted account still holds: every row the deletion erases, every detached column, an open
 * consultation (which an astrologer would see from an erased account) and, for an astrologer, its profile, presence
 * and claimed questions. Empty when the deletion is whole.
 */
async function leftovers(userId: number): Promise<string[]> {
  const found: string[] = [];
  const checks: [string, ReturnType<typeof sql>][] = [
    ['profile', sql`select count(*)::int as n from user_profiles where user_id = ${userId}`],
    ['address', sql`select count(*)::int as n from addresses where user_id = ${userId}`],
    ['cart', sql`select count(*)::int as n from carts where user_id = ${userId}`],
    ['kundli', sql`select count(*)::int as n from user_kundlis where user_id = ${userId}`],
    ['push subscription', sql`select count(*)::int as n from push_subscriptions where user_id = ${userId}`],
    ['session', sql`select count(*)::int as n from sessions where user_id = ${userId}`],
    ['account identity', sql`select count(*)::int as n from users where id = ${userId} and (deleted_at is null or email is not null or phone is not null or name is not null)`],
    ['order contact', sql`select count(*)::int as n from orders where user_id = ${userId} and (user_email is not null or user_phone is not null or delivery_address is not null)`],
    ['open consultation', sql`select count(*)::int as n from consultations where user_id = ${userId} and status in ('requested', 'active')`],
    ['message', sql`select count(*)::int as n from consultation_messages m join consultations c on c.id = m.consultation_id
      where c.user_id = ${userId} and (m.voice_key is not null or m.text is distinct from ${ERASED.message})`],
    ['review text', sql`select count(*)::int as n from consultation_reviews where user_id = ${userId} and text <> ''`],
    ['free question', sql`select count(*)::int as n from free_questions where user_id = ${userId} and (status <> 'answered' or question <> ${ERASED.question})`],
    ['wallet balance', sql`select count(*)::int as n from user_wallets where user_id = ${userId} and balance_paise <> 0`],
    ['astrologer profile', sql`select count(*)::int as n from astrologers where user_id = ${userId} and (name <> ${ERASED.astrologerName} or deleted_at is null)`],
    ['astrologer presence', sql`select count(*)::int as n from astrologer_presence p join astrologers a on a.id = p.astrologer_id where a.user_id = ${userId}`],
    ['claimed question', sql`select count(*)::int as n from free_questions q join astrologers a on a.id = q.claimed_by where a.user_id = ${userId} and q.status = 'claimed'`],
  ];
  for (const [what, query] of checks) if ((await count(query)) > 0) found.push(what);
  return found;
}

interface Round {
  who: TestAccount;
  /** The write, fired with the deletion. */
  write: () => Promise<Response>;
  /** Its statuses when it goes through. */
  ok: number[];
  /** The deletion's refusals this write can cause (a consultation it opened). */
  refusals?: number[];
  /** Checks the write left nothing when it was refused with 401; `after` tidies what a round leaves for the next. */
  refused?: () => Promise<void>;
  /** Checks the answer of a write that went through. */
  accepted?: (res: Response) => void;
  after?: (outcome: { deleted: boolean; written: boolean }) => Promise<void>;
}

/** Runs the rounds of one race and checks each end state; on PostgreSQL it prints how many rounds each side won. */
async function race(prepare: () => Promise<Round>) {
  const tally = { writeFirst: 0, deletionFirst: 0, refused: 0 };
  for (let i = 0; i < ROUNDS; i++) {
    const round = await prepare();
    const code = await codeFor(round.who);
    // The deletion checks its code before it takes the account's row: the write, up to a few dozen milliseconds
    // late, lands before, inside and after the deletion's transaction over the rounds.
    const late = <T>(ms: number, fire: () => Promise<T>) => new Promise<void>((r) => setTimeout(r, randomInt(0, ms))).then(fire);
    const [deletion, written] = await Promise.all([
      late(10, () => deleteAccount(t, round.who, { code, acknowledge_balance: true })),
      late(35, round.write),
    ]);
    expect([200, ...(round.refusals ?? [])], deletion.body).toContain(deletion.statusCode);
    expect([...round.ok, 401], written.body).toContain(written.statusCode);
    const deleted = deletion.statusCode === 200;
    const wrote = written.statusCode !== 401;
    if (!wrote) {
      // A write is only refused for its account's deletion, with the words of a deleted account's session.
      expect(deleted).toBe(true);
      expect(written.json().message).toBe(SESSION_EXPIRED);
      await round.refused?.();
    }
    else round.accepted?.(written);
    if (deleted) expect(await leftovers(round.who.id)).toEqual([]);
    else expect(wrote).toBe(true);
    await round.after?.({ deleted, written: wrote });
    if (!deleted) tally.refused++;
    else if (wrote) tally.writeFirst++;
    else tally.deletionFirst++;
  }
  if (ROUNDS > 1) console.info(expect.getState().currentTestName, tally);
}

const gone = (query: ReturnType<typeof sql>) => async () => expect(await count(query)).toBe(0);

describe('an account deleted while a write on its behalf is on its way', () => {
  it('a consultation request: requested first, the deletion is refused; deleted first, the request gets its 401', async () => {
    await race(async () => {
      const who = await fundedUser(t, 100);
      return {
        who,
        write: () => inject('POST', '/api/consultations', who, { astro_id: astro.astroId, type: 'chat' }),
        ok: [201],
        refusals: [409],
        refused: gone(sql`select count(*)::int as n from consultations where user_id = ${who.id}`),
        // The astrologer takes one request at a time: the next round needs it free.
        after: async ({ deleted }) => {
          if (deleted) return;
          const [open] = (await rows<{ id: number }>(sql`select id from consultations where user_id = ${who.id} and status = 'requested'`)).rows;
          expect((await sessionAction(t, who, open!.id, 'cancel')).status).toBe(200);
        },
      };
    });
  }, TIMEOUT);

  it("a consultation's cancel, which frees the deletion when it comes first", async () => {
    await race(async () => {
      const who = await fundedUser(t, 100);
      const requested = await requestChat(t, who, astro);
      expect(requested.status).toBe(201);
      return {
        who,
        write: () => inject('POST', `/api/consultations/${requested.body.consultation_id}/cancel`, who),
        ok: [200],
        refusals: [409],
      };
    });
  }, TIMEOUT);

  it('a message, while the astrologer ends the chat: stored before the deletion and blanked by it, or refused', async () => {
    await race(async () => {
      const who = await fundedUser(t, 100);
      const chat = await acceptedSession(t, who, astro);
      const id = chat.consultation_id;
      return {
        who,
        write: async () => {
          const [sent] = await Promise.all([
            inject('POST', `/api/consultations/${id}/messages`, who, { text: `Born in Nagpur ${randomInt(1e6)}`, client_id: `c-${randomInt(1e9)}` }),
            sessionAction(t, astro, id, 'end'),
          ]);
          return sent;
        },
        // 409: the chat had ended.
        ok: [201, 409],
        refusals: [409],
        after: async () => {
          await sessionAction(t, astro, id, 'end');
        },
      };
    });
  }, TIMEOUT);

  it('a recharge started', async () => {
    await race(async () => {
      const who = await createAccount(t.db);
      return {
        who,
        write: () => inject('POST', '/api/wallet/recharge', who, { amount: 500 }),
        ok: [200],
        // Started before the deletion: the checkout still knew the person (after it, the account has no contact).
        accepted: (res) => expect(res.json().prefill.email).toBe(who.email),
        refused: gone(sql`select count(*)::int as n from wallet_recharges where user_id = ${who.id}`),
      };
    });
  }, TIMEOUT);

  it('a recharge confirmed: credited and then given up with the account, or left to the webhook', async () => {
    await race(async () => {
      const who = await createAccount(t.db);
      const started = await call(t.app, 'POST', '/api/wallet/recharge', who, { amount: 500 });
      const paid = await payAtGateway(t.app, started.body.gateway_order_id as string);
      return {
        who,
        write: () =>
          inject('POST', '/api/wallet/recharge/confirm', who, {
            gateway_order_id: paid.razorpay_order_id,
            payment_id: paid.razorpay_payment_id,
            signature: paid.razorpay_signature,
          }),
        ok: [200],
        refused: gone(sql`select count(*)::int as n from wallet_recharges where user_id = ${who.id} and status = 'paid'`),
      };
    });
  }, TIMEOUT);

  it('an order placed from the cart', async () => {
    const product = await createProduct(t.db, { stockQuantity: 1_000 });
    await race(async () => {
      const who = await createAccount(t.db);
      await putInCart(t.app, who, product, 1);
      return {
        who,
        write: () => inject('POST', '/api/order', who),
        ok: [201],
        refused: gone(sql`select count(*)::int as n from orders where user_id = ${who.id}`),
      };
    });
  }, TIMEOUT);

  it("an order's payment started", async () => {
    const product = await createProduct(t.db, { stockQuantity: 1_000 });
    await race(async () => {
      const who = await createAccount(t.db);
      await putInCart(t.app, who, product, 1);
      const orderId = await placeOrder(t.app, who);
      return {
        who,
        write: () => inject('POST', '/api/payment/process', who, { order_id: orderId }),
        ok: [200],
        // Started before the deletion: the order still named the buyer (the deletion detaches it).
        accepted: (res) => expect(res.json().prefill.email).toBe(who.email),
        refused: gone(sql`select count(*)::int as n from payments where order_id = ${orderId}`),
      };
    });
  }, TIMEOUT);

  it("an order's payment confirmed: paid to the address and then detached, or left to the webhook", async () => {
    const product = await createProduct(t.db, { stockQuantity: 1_000 });
    await race(async () => {
      const who = await createAccount(t.db);
      const addressId = await addAddressFor(t.app, who);
      await putInCart(t.app, who, product, 1);
      const { orderId, paid } = await checkout(t.app, who);
      return {
        who,
        write: () => inject('POST', '/api/payment/confirm', who, confirmBody(orderId, addressId, paid)),
        ok: [200],
        refused: gone(sql`select count(*)::int as n from orders where id = ${orderId} and status <> 'pending_payment'`),
      };
    });
  }, TIMEOUT);

  it('the cart, made by the write or already there', async () => {
    const product = await createProduct(t.db, { stockQuantity: 1_000 });
    const cart = (quantity: number) => ({ products: [{ product_id: product.id, category_id: product.categoryId, quantity }] });
    await race(async () => {
      const who = await createAccount(t.db);
      return { who, write: () => inject('POST', '/api/cart', who, cart(3)), ok: [200] };
    });
    // A cart already there: the lines are written into it.
    await race(async () => {
      const who = await createAccount(t.db);
      await putInCart(t.app, who, product, 1);
      return { who, write: () => inject('POST', '/api/cart', who, cart(2)), ok: [200] };
    });
  }, TIMEOUT);

  it('an address added, and the default address chosen', async () => {
    const address = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', postal_code: '411001', country: 'India', address_type: 'Home', phone: '9876543210' };
    await race(async () => {
      const who = await createAccount(t.db);
      return { who, write: () => inject('POST', '/api/address', who, address), ok: [201] };
    });
    await race(async () => {
      const who = await createAccount(t.db);
      await addAddressFor(t.app, who);
      const second = await addAddressFor(t.app, who, '14 FC Road');
      return { who, write: () => inject('POST', `/api/select-address/${second}`, who), ok: [200] };
    });
  }, TIMEOUT);

  it("the profile, and an astrologer's profile", async () => {
    await race(async () => {
      const who = await createAccount(t.db);
      return {
        who,
        write: () =>
          inject('POST', '/api/profile', who, {
            name: 'Asha Rao',
            date_of_birth: '1990-05-17',
            gender: 'Female',
            place_of_birth: 'Nagpur',
            time_of_birth: '04:20',
            profile_image: '/uploads/asha.webp',
          }),
        ok: [200],
      };
    });
    await race(async () => {
      const who = await createAccount(t.db, { role: 'astro' });
      return {
        who,
        write: () =>
          inject('POST', '/api/astrologer', who, {
            name: 'Pandit Joshi',
            profile_image: '/uploads/astro.webp',
            about: 'Twenty years of Vedic astrology and kundli matching.',
            experience: '12',
            rating: '4.5',
            language_known: 'Hindi, English',
            type: ['Vedic'],
            expertise: 'Career',
            charge: '25.50',
            dob: '1980-01-01',
            gender: 'Male',
          }),
        ok: [200],
      };
    });
  }, TIMEOUT);

  it('a push subscription', async () => {
    let path = 0;
    await race(async () => {
      const who = await createAccount(t.db);
      const subscription = browserSubscription({ origin: 'http://127.0.0.1:9' }, `/race/${(path += 1)}`);
      return { who, write: () => inject('POST', '/api/push/subscriptions', who, subscription), ok: [201] };
    });
  }, TIMEOUT);

  it('a review', async () => {
    await race(async () => {
      const who = await createAccount(t.db);
      const consultationId = await createSession(t.db, { userId: who.id, astrologerId: astro.astroId, billedMinutes: 2 });
      return {
        who,
        write: () => inject('POST', `/api/consultations/${consultationId}/review`, who, { stars: 5, text: 'Asha Rao thanks you' }),
        ok: [201],
      };
    });
  }, TIMEOUT);

  it("an astrologer's availability", async () => {
    await race(async () => {
      const who = await onlineAstrologer(t);
      return { who, write: () => inject('PUT', '/api/consult/availability', who, { chat: true, call: true }), ok: [200] };
    });
  }, TIMEOUT);

  it('a free question asked, a saved kundli, and a free question claimed by an astrologer', async () => {
    await race(async () => {
      const who = await askingUser(t);
      return { who, write: () => inject('POST', '/api/free-questions', who, { question: QUESTION }), ok: [201] };
    });
    await race(async () => {
      const who = await createAccount(t.db);
      const kundli = { date_of_birth: '1990-05-17', time_of_birth: '04:20', place_id: '1259229', name: 'Asha Rao' };
      return { who, write: () => inject('PUT', '/api/kundli/mine', who, kundli), ok: [200] };
    });
    await race(async () => {
      const who = await onlineAstrologer(t);
      const { id } = await openQuestion(t);
      return { who, write: () => inject('POST', `/api/console/free-questions/${id}/claim`, who), ok: [200] };
    });
  }, TIMEOUT);
});
