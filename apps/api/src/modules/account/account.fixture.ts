// Test data for deleting and exporting an account: a person with a row in every place the product keeps one, made
// through the API where the API makes it, and the deletion itself through its routes.
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  consultationMessages,
  contactMessages,
  paymentEvents,
  pushSubscriptions,
  sessions,
  taxInvoices,
  walletRecharges,
} from '../../db/schema/index.ts';
import { createProduct } from '../../test/admin-factories.ts';
import type { TestApp } from '../../test/app.ts';
import { onlineAstrologer, requestChat, sessionAction, type OnlineAstrologer } from '../../test/consult-factories.ts';
import { createAccount, type TestAccount } from '../../test/factories.ts';
import { addAddressFor, call, checkout, confirmBody, payAtGateway, putInCart } from '../../test/purchase.ts';
import { latestCode } from '../../test/sign-in.ts';

type App = Pick<TestApp, 'app' | 'db' | 'ctx'>;

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

export interface Person {
  account: TestAccount;
  name: string;
  /** A word of the name found nowhere else: every free text the person wrote carries it. */
  tag: string;
  astro: OnlineAstrologer;
  orderId: number;
  consultationId: number;
  messageIds: number[];
  questionId: number;
  rechargeId: number;
  imageName: string;
  voiceKey: string;
  gatewayOrderId: string;
}

const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;

async function send(t: App, method: 'POST' | 'PUT', url: string, who: TestAccount, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method, url, headers: who.headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return json<Record<string, unknown>>(res);
}

/**
 * A user with a profile and image, an address, a cart, a paid order with its invoice, a paid recharge, a chat with
 * text and a voice note and a review, an answered free question, a saved kundli, a push subscription, a contact
 * message and a gateway event naming them. Their wallet keeps ₹490 (₹500 recharged, one ₹10 minute).
 */
export async function personWithEverything(t: App): Promise<Person> {
  const tag = `Zor${letters(8)}`;
  const name = `Asha ${tag}`;
  const email = `${tag.toLowerCase()}@example.com`;
  const phone = `7${String(randomInt(1e8, 1e9))}`;
  const account = await createAccount(t.db, { email, phone, name });

  const imageName = `acct-${tag.toLowerCase()}.webp`;
  const image = await t.ctx.storage.save(imageName, Buffer.from('not really a picture'), 'image/webp');
  await send(t, 'POST', '/api/profile', account, {
    name,
    date_of_birth: '1990-05-17',
    gender: 'Female',
    place_of_birth: `Nagpur ${tag}`,
    time_of_birth: '04:20',
    profile_image: image,
  });
  const addressId = await addAddressFor(t.app, account, `${tag} Lane`.slice(0, 20));

  const product = await createProduct(t.db, { stockQuantity: 50 });
  await putInCart(t.app, account, product, 1);
  const { orderId, paid, started } = await checkout(t.app, account);
  expect((await call(t.app, 'POST', '/api/payment/confirm', account, confirmBody(orderId, addressId, paid))).status).toBe(200);
  await putInCart(t.app, account, product, 2);
  const [invoice] = await t.db.select({ id: taxInvoices.id }).from(taxInvoices).where(eq(taxInvoices.orderId, orderId));
  if (!invoice) {
    await t.db.insert(taxInvoices).values({
      financialYear: '2099-00',
      sequence: randomInt(1, 2 ** 31 - 1),
      number: `TEST/${tag}`,
      kind: 'order',
      orderId,
      userId: account.id,
      sellerName: 'Jyotish Kendra',
      sellerAddress: 'Pune',
      sellerGstin: '27ABCDE1234F1Z5',
      sellerState: 'Maharashtra',
      buyerName: name,
      buyerContact: email,
      buyerAddress: `${tag} Lane, Pune`,
      placeOfSupply: 'Maharashtra',
      interState: false,
      lines: [],
      taxablePaise: 100,
      cgstPaise: 9,
      sgstPaise: 9,
      igstPaise: 0,
      totalPaise: 118,
    });
  }

  const recharge = await send(t, 'POST', '/api/wallet/recharge', account, { amount: 500 });
  const rechargePaid = await payAtGateway(t.app, recharge.gateway_order_id as string);
  await send(t, 'POST', '/api/wallet/recharge/confirm', account, {
    gateway_order_id: rechargePaid.razorpay_order_id,
    payment_id: rechargePaid.razorpay_payment_id,
    signature: rechargePaid.razorpay_signature,
  });
  const [rechargeRow] = await t.db
    .select({ id: walletRecharges.id })
    .from(walletRecharges)
    .where(eq(walletRecharges.gatewayOrderId, recharge.gateway_order_id as string));

  const astro = await onlineAstrologer(t, { chargeRupees: 10, name: `Pandit ${letters(6)}` });
  // Accepted; the astrologer's answer below is the first message, which starts the meter.
  const consultationId = (await requestChat(t, account, astro)).body.consultation_id;
  expect((await sessionAction(t, astro, consultationId, 'accept')).status).toBe(200);
  const said = await send(t, 'POST', `/api/consultations/${consultationId}/messages`, account, { text: `I am ${name}, born in Nagpur`, client_id: `u-${letters(12)}` });
  const answered = await send(t, 'POST', `/api/consultations/${consultationId}/messages`, astro, { text: `Namaste ${tag}`, client_id: `a-${letters(12)}` });
  const voiceKey = `voice-notes/${consultationId}/${tag.toLowerCase()}.webm`;
  await t.ctx.storage.savePrivate(voiceKey, Buffer.from('ogg'), 'audio/webm');
  const [voice] = await t.db
    .insert(consultationMessages)
    .values({ consultationId, sender: 'user', voiceKey, voiceMime: 'audio/webm', voiceBytes: 3, voiceDurationMs: 1000 })
    .returning({ id: consultationMessages.id });
  expect((await sessionAction(t, account, consultationId, 'end')).status).toBe(200);
  await send(t, 'POST', `/api/consultations/${consultationId}/review`, account, { stars: 4, text: `Thank you, from ${name}` });

  const asked = await send(t, 'POST', '/api/free-questions', account, { question: `Will ${name} find a better job this year?` });
  const questionId = (asked.question as { question_id: number }).question_id;
  await send(t, 'POST', `/api/console/free-questions/${questionId}/claim`, astro, {});
  await send(t, 'POST', `/api/console/free-questions/${questionId}/answer`, astro, {
    answer: `Dear ${name}, Jupiter favours a change of work in the coming months.`,
  });

  await send(t, 'PUT', '/api/kundli/mine', account, { date_of_birth: '1990-05-17', time_of_birth: '04:20', place_id: '1259229', name });
  await send(t, 'POST', '/api/kundli/matches', account, {
    boy: { date_of_birth: '1988-02-11', time_of_birth: '09:05', place_id: '1259229', name: `Ravi ${tag}` },
    girl: { date_of_birth: '1990-05-17', time_of_birth: '04:20', place_id: '1259229', name },
  });
  const [session] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, account.id), isNull(sessions.revokedAt)));
  await t.db.insert(pushSubscriptions).values({
    userId: account.id,
    sessionId: session!.id,
    endpoint: `https://push.example.org/${tag}`,
    p256dh: `key-${tag}`,
    auth: `auth-${tag}`,
  });
  await t.db.insert(contactMessages).values({ name, email, contactNumber: phone, message: `Please call ${name} back`, ip: '203.0.113.9' });
  await t.db.insert(paymentEvents).values({
    eventId: `evt_${letters(14)}`,
    type: 'payment.captured',
    payload: { payment: { entity: { order_id: started.gateway_order_id, email, contact: `+91${phone}` } } },
  });

  return {
    account,
    name,
    tag,
    astro,
    orderId,
    consultationId,
    messageIds: [said.message_id as number, answered.message_id as number, voice!.id],
    questionId,
    rechargeId: rechargeRow!.id,
    imageName,
    voiceKey,
    gatewayOrderId: started.gateway_order_id,
  };
}

/** Asks for a deletion code and reads it from the development outbox. */
export async function deletionCode(t: Pick<TestApp, 'app'>, who: TestAccount, to = who.email): Promise<string> {
  const sent = await t.app.inject({ method: 'POST', url: '/api/account/deletion/code', headers: who.headers });
  expect(sent.statusCode, sent.body).toBe(200);
  return latestCode(t.app, to);
}

export function deleteAccount(t: Pick<TestApp, 'app'>, who: TestAccount, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'DELETE', url: '/api/account', headers: who.headers, payload });
}
