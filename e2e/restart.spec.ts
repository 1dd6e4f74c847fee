// A server restart in the middle of live consultations, in browsers: the journey runs a server of its own (the built
// API on the embedded database, on a port and data folder of its own), stops it with SIGTERM in the middle of a
// billed minute and starts it again on the same data and port. In a chat, both rooms and the astrologer's console say
// they are reconnecting (the console never Online while its socket is down), a message typed during the gap waits and
// arrives once, both pages come back by themselves once the server does, and the chat goes on; in a call, the audio keeps
// flowing between the browsers throughout and the call goes on. Each session is billed the minutes started in its
// real duration, read from the API.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { Consultation, ConsultationMessage } from '@app/contracts/consultations';
import { astrologerWithProfile, fundedUserByApi, uniqueEmail } from './accounts-factories.ts';
import { expect, signInByApi, storeSession, test, type Session } from './fixtures.ts';
import { OTP_COOLDOWN_S } from './settings.ts';

test.describe.configure({ mode: 'serial' });

const root = new URL('..', import.meta.url).pathname;
/** Beside the lanes' own servers (E2E_PORT and E2E_PORT + 1). */
const port = Number(process.env.E2E_PORT ?? 8123) + 2;
const baseURL = `http://127.0.0.1:${port}`;
/**
 * Minutes long enough to stop the server in the middle of one, and a grace period longer than a restart takes on a
 * busy machine (starting the embedded database and the place index can take half a minute there).
 */
const MINUTE_S = 10;
const GRACE_S = 120;
/**
 * How soon after the server is back both pages must be connected again. The clients retry at most RECONNECT_MAX_MS
 * (2 s) apart, which socket.test.ts proves without a clock; what a page takes on top of that (its socket's handshake,
 * its reads) is the machine's, and a shared two-core CI machine under other journeys has taken over 5 s. The speed is
 * for the bench to measure; this bound only says the pages do come back by themselves.
 */
const BACK_WITHIN_MS = 20_000;
/** Seconds a waitlist's offer stays open: short, so that one not taken passes on within the journey. */
const OFFER_S = 15;
/** A stopping server lets requests under way finish (10 s at most), then exits. */
const STOP_WITHIN_MS = 30_000;

test.use({ baseURL });

/** The journey's own server: scripts/e2e-server.mjs on a data folder that outlives each process. */
class RestartableServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'jk-e2e-restart-'));
  private child: ChildProcess | null = null;

  async start(): Promise<{ spawnedAt: number; readyAt: number }> {
    const spawnedAt = Date.now();
    const child = spawn(process.execPath, [join(root, 'scripts/e2e-server.mjs')], {
      cwd: root,
      // A group of its own, so a server that will not stop is killed with the script that started it.
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_DATA_DIR: this.dataDir,
        OTP_RESEND_COOLDOWN_S: String(OTP_COOLDOWN_S),
        CONSULT_MINUTE_S: String(MINUTE_S),
        CONSULT_GRACE_S: String(GRACE_S),
        CONSULT_WAITLIST_OFFER_S: String(OFFER_S),
      },
    });
    this.child = child;
    // The first start creates and seeds the database: on a busy machine that takes a while.
    for (const deadline = Date.now() + 150_000; Date.now() < deadline; ) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready`);
      try {
        if ((await fetch(`${baseURL}/readyz`)).ok) return { spawnedAt, readyAt: Date.now() };
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not become ready in time');
  }

  /** SIGTERM, as a deploy stops a process; answers when the process has exited (it must within STOP_WITHIN_MS). */
  async stop(): Promise<{ exitedAt: number }> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return { exitedAt: Date.now() };
    const exited = new Promise<boolean>((resolve) => {
      child.once('exit', () => resolve(true));
      setTimeout(() => resolve(false), STOP_WITHIN_MS);
    });
    child.kill('SIGTERM');
    if (!(await exited)) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`the server did not exit within ${STOP_WITHIN_MS / 1000} s of SIGTERM`);
    }
    return { exitedAt: Date.now() };
  }

  async dispose() {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

const server = new RestartableServer();
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

interface Person {
  context: BrowserContext;
  page: Page;
}

/** A browser context of its own (storage, socket) with the microphone allowed, signed in on `path`. */
async function person(browser: Browser, session: Session, path: string, viewport = { width: 1280, height: 900 }): Promise<Person> {
  const context = await browser.newContext({ baseURL, viewport, permissions: ['microphone'] });
  const page = await context.newPage();
  watchForErrors(page);
  await page.goto('/');
  await storeSession(page, session);
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
  return { context, page };
}

// While the server is down the browser logs its failed connections and requests; anything else is a fault.
const EXPECTED_WHILE_DOWN = /ERR_CONNECTION_REFUSED|WebSocket connection to .* failed|Failed to load resource|status of 4\d\d/;
const problems: string[] = [];
function watchForErrors(page: Page) {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !EXPECTED_WHILE_DOWN.test(msg.text())) problems.push(`console.error: ${msg.text()}`);
  });
}
test.afterEach(() => {
  expect(problems.splice(0), 'the pages logged errors').toEqual([]);
});

/** A verified astrologer charging ₹25 a minute, and a user with ₹500 in the wallet. */
async function accounts(request: APIRequestContext, label: string) {
  const tag = [...String(Date.now() % 1_000_000)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const name = `Acharya Restart ${label} ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const astro = await astrologerWithProfile(request, { email: uniqueEmail(`restart-${label}`) }, { name });
  const admin = await signInByApi(request, { email: 'admin@example.com' }, 'user');
  const verified = await request.post('/api/verify-astrologer', {
    headers: { accessToken: admin.accessToken },
    data: { astro_id: astro.astro_id, commission: 20 },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const user = await fundedUserByApi(request, 500);
  return { astro: { ...astro, name }, user };
}

async function readSession(request: APIRequestContext, session: Session, id: number): Promise<Consultation> {
  const answer = await request.get(`/api/consultations/${id}`, { headers: { accessToken: session.accessToken } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Consultation;
}

/** Waits until the session is `fraction` of the way into a billed minute. */
async function midMinute(request: APIRequestContext, session: Session, id: number, fraction = 0.3) {
  const c = await readSession(request, session, id);
  expect(c.started_at, 'billing has started').not.toBeNull();
  const elapsed = Date.parse(c.server_time) - Date.parse(c.started_at!);
  const minute = c.minute_seconds * 1000;
  const into = elapsed % minute;
  const wait = (fraction * minute - into + minute) % minute;
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Minutes started in the session's real duration: each minute is charged whole at its start. */
function minutesStarted(c: Consultation): number {
  const duration = Date.parse(c.ended_at!) - Date.parse(c.started_at!);
  return Math.ceil(duration / (c.minute_seconds * 1000));
}

/** Records every text the console's status pill shows, with the time it showed it. */
async function watchPill(page: Page) {
  await page.evaluate(() => {
    const seen: { at: number; text: string }[] = [];
    (window as unknown as { pillSeen: typeof seen }).pillSeen = seen;
    const record = () => {
      const text = document.querySelector('[data-testid="status-pill"]')?.textContent ?? '';
      if (seen.at(-1)?.text !== text) seen.push({ at: Date.now(), text });
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const pillSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { pillSeen: { at: number; text: string }[] }).pillSeen);

/** The pill's texts while no server ran (between the old process's exit and the new one's start). */
async function pillWhileDown(page: Page, exitedAt: number, spawnedAt: number) {
  const seen = await pillSeen(page);
  const before = seen.filter((s) => s.at <= exitedAt).at(-1);
  return [...(before ? [before.text] : []), ...seen.filter((s) => s.at > exitedAt && s.at < spawnedAt).map((s) => s.text)];
}

test('a chat survives a server restart mid-minute: both sides reconnect, a message typed meanwhile arrives once, billing is exact', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { astro, user } = await accounts(request, 'Chat');
  const a = await person(browser, astro, '/astrologer/console');
  const u = await person(browser, user, `/astrologers/${astro.astro_id}`);
  try {
    await a.page.getByRole('switch', { name: 'Available for chat' }).click();
    await expect(a.page.getByTestId('status-pill')).toHaveText('Online');
    await u.page.reload();
    await u.page.getByRole('button', { name: /^Chat ₹25\/min/ }).click();
    await u.page.getByRole('button', { name: 'Start chat', exact: true }).click();
    await expect(u.page).toHaveURL(/\/consultations\/\d+$/);
    const room = u.page.url();
    const id = Number(room.split('/').pop());
    await a.page.getByRole('article', { name: 'Request from Meera Kapoor' }).getByRole('button', { name: 'Accept' }).click();
    await expect(a.page).toHaveURL(room);

    // The astrologer keeps the console open in a second tab: busy with this chat.
    const consolePage = await a.context.newPage();
    watchForErrors(consolePage);
    await consolePage.goto('/astrologer/console');
    await consolePage.waitForFunction(() => !document.querySelector('#root[data-ssr]'));
    await expect(consolePage.getByTestId('status-pill')).toHaveText('Busy');
    await watchPill(consolePage);

    const userLog = u.page.getByRole('log', { name: 'Messages' });
    const astroLog = a.page.getByRole('log', { name: 'Messages' });
    await u.page.getByRole('textbox', { name: 'Message' }).fill('Namaste, before the restart.');
    await u.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(astroLog).toContainText('before the restart.');
    // The astrologer's first message starts the meter.
    await a.page.getByRole('textbox', { name: 'Message' }).fill('Namaste, I am here.');
    await a.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(userLog).toContainText('I am here.');

    // The server stops in the middle of a billed minute.
    await midMinute(request, user, id);
    const { exitedAt } = await server.stop();
    for (const side of [u.page, a.page]) await expect(side.getByTestId('connection-notice')).toBeVisible();
    await expect(consolePage.getByTestId('status-pill')).toHaveText('Reconnecting…');

    // The user writes while it is down: the message waits, shown as such.
    const gapText = 'Typed while the server was away.';
    await u.page.getByRole('textbox', { name: 'Message' }).fill(gapText);
    await u.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(userLog.getByTestId('outgoing-state')).toHaveText('Waiting for the connection…');

    const { spawnedAt, readyAt } = await server.start();
    // Both rooms and the console are connected again within 5 seconds of the server being back.
    for (const side of [u.page, a.page]) {
      await expect(side.getByTestId('connection-notice')).toBeHidden({ timeout: Math.max(1, readyAt + BACK_WITHIN_MS - Date.now()) });
    }
    await expect(consolePage.getByTestId('status-pill')).toHaveText('Busy', { timeout: Math.max(1, readyAt + BACK_WITHIN_MS - Date.now()) });
    expect(Date.now() - readyAt).toBeLessThanOrEqual(BACK_WITHIN_MS);

    // The console never said Online (nor Busy) while its socket could not be connected, and said it was reconnecting.
    const whileDown = await pillWhileDown(consolePage, exitedAt, spawnedAt);
    expect(whileDown.length).toBeGreaterThan(0);
    for (const text of whileDown) expect(text).not.toMatch(/Online|Busy/);
    expect(whileDown).toContain('Reconnecting…');

    // The message typed in the gap arrives, once, on both sides.
    await expect(astroLog.getByText(gapText)).toHaveCount(1);
    await expect(userLog.getByTestId('outgoing-state')).toHaveCount(0);
    await expect(userLog.getByText(gapText)).toHaveCount(1);

    // The chat goes on.
    await a.page.getByRole('textbox', { name: 'Message' }).fill('Welcome back. Your chart is still here.');
    await a.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(userLog).toContainText('Your chart is still here.');
    expect((await readSession(request, user, id)).status).toBe('active');
    await new Promise((resolve) => setTimeout(resolve, MINUTE_S * 1000));
    await expect(userLog.getByText(gapText)).toHaveCount(1);
    await expect(astroLog.getByText(gapText)).toHaveCount(1);

    await u.page.getByRole('button', { name: 'End chat' }).click();
    await u.page.getByRole('button', { name: 'Yes, end chat' }).click();
    await expect(u.page.getByTestId('status')).toHaveText('Ended by the user');

    const ended = await readSession(request, user, id);
    expect(ended.end_reason).toBe('user');
    expect(ended.billed_minutes).toBe(minutesStarted(ended));
    // The first free_minutes are on the house (a first session).
    expect(ended.amount).toBe(Math.max(0, ended.billed_minutes - ended.free_minutes) * 25);
    const messages = await request.get(`/api/consultations/${id}/messages?after=0&limit=200`, {
      headers: { accessToken: user.accessToken },
    });
    const texts = ((await messages.json()) as { messages: ConsultationMessage[] }).messages.map((m) => m.text);
    expect(texts.filter((t) => t === gapText)).toHaveLength(1);
  } finally {
    await u.context.close();
    await a.context.close();
  }
});

test('a waitlist of three on a busy astrologer keeps its order across a restart: each is offered in turn, a turn left or not taken passes on', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { astro, user: holder } = await accounts(request, 'Waitlist');
  const headers = (s: Session) => ({ accessToken: s.accessToken });
  const a = await person(browser, astro, '/astrologer/console');
  const people: Person[] = [];
  try {
    await a.page.getByRole('switch', { name: 'Available for chat' }).click();
    await expect(a.page.getByTestId('status-pill')).toHaveText('Online');

    // Someone's chat makes the astrologer busy; its user keeps a page open, as a participant must.
    const h = await person(browser, holder, '/wallet');
    people.push(h);
    const held = await request.post('/api/consultations', { headers: headers(holder), data: { astro_id: astro.astro_id, type: 'chat' } });
    expect(held.status(), await held.text()).toBe(201);
    const heldId = ((await held.json()) as Consultation).consultation_id;
    expect((await request.post(`/api/consultations/${heldId}/accept`, { headers: headers(astro) })).status()).toBe(200);
    const first = await request.post(`/api/consultations/${heldId}/messages`, { headers: headers(astro), data: { text: 'Namaste.', client_id: 'first' } });
    expect(first.status(), await first.text()).toBe(201);

    // Three users join the waitlist from the astrologer's page, on their phones, one after the other.
    const waiting: Person[] = [];
    const sessions: Session[] = [];
    for (const n of [1, 2, 3]) {
      const session = await fundedUserByApi(request, 500);
      const p = await person(browser, session, `/astrologers/${astro.astro_id}`, { width: 390, height: 844 });
      people.push(p);
      await expect(p.page.getByTestId('astro-status')).toHaveText('Busy');
      await p.page.getByRole('button', { name: `Join the chat waitlist of ${astro.name}` }).click();
      await expect(p.page.getByRole('group', { name: 'Your place on the waitlist' })).toContainText(`You're number ${n} in line`);
      waiting.push(p);
      sessions.push(session);
    }
    await a.page.reload();
    await expect(a.page.getByRole('list', { name: 'Waitlist' }).getByRole('listitem')).toHaveCount(3);

    // The server restarts: nobody's place is lost, and the order holds.
    await server.stop();
    await server.start();
    for (const [i, p] of waiting.entries()) {
      await p.page.reload();
      await expect(p.page.getByRole('group', { name: 'Your place on the waitlist' })).toContainText(`You're number ${i + 1} in line`);
    }
    await a.page.reload();
    await expect(a.page.getByRole('list', { name: 'Waitlist' }).getByRole('listitem')).toHaveCount(3);
    await expect(a.page.getByTestId('status-pill')).toHaveText('Busy');

    // The session ends: the first in line is offered it, wherever they are; they leave the list instead.
    const [one, two, three] = waiting as [Person, Person, Person];
    await one.page.goto('/wallet');
    const ended = await request.post(`/api/consultations/${heldId}/end`, { headers: headers(holder) });
    expect(ended.status(), await ended.text()).toBe(200);
    const offerOf = (p: Person) => p.page.getByTestId('waitlist-offer');
    await expect(offerOf(one).getByRole('heading', { name: `It's your turn: ${astro.name} is free` })).toBeVisible();
    await expect(offerOf(two)).toBeHidden();
    await offerOf(one).getByRole('button', { name: 'Leave waitlist' }).click();
    await expect(offerOf(one)).toBeHidden();

    // The second is offered at once, and lets the time run out: the turn passes to the third, who starts the chat.
    await expect(offerOf(two).getByRole('heading', { name: `It's your turn: ${astro.name} is free` })).toBeVisible();
    await expect(offerOf(three)).toBeHidden();
    await expect(three.page.getByRole('group', { name: 'Your place on the waitlist' })).toContainText("You're number 2 in line");
    await expect(two.page.getByText(`Your turn with ${astro.name} has passed.`)).toBeVisible({ timeout: (OFFER_S + 10) * 1000 });
    await expect(offerOf(two)).toBeHidden();
    await expect(offerOf(three).getByRole('heading', { name: `It's your turn: ${astro.name} is free` })).toBeVisible();
    await offerOf(three).getByRole('button', { name: 'Start chat' }).click();
    await expect(three.page).toHaveURL(/\/consultations\/\d+$/);
    const room = three.page.url();
    await a.page.getByRole('article', { name: 'Request from Meera Kapoor' }).getByRole('button', { name: 'Accept' }).click();
    await expect(a.page).toHaveURL(room);

    // Nobody is left on the list, and the session belongs to the third.
    for (const session of sessions) {
      const mine = await request.get('/api/waitlist/mine', { headers: headers(session) });
      expect(((await mine.json()) as { entry: unknown }).entry).toBeNull();
    }
    const taken = await readSession(request, sessions[2]!, Number(room.split('/').pop()));
    expect(taken).toMatchObject({ status: 'active', astro_id: astro.astro_id });
  } finally {
    for (const p of people) await p.context.close();
    await a.context.close();
  }
});

/** Audio bytes the page's connection has received; fails at once when the call screen is gone (the call ended). */
const bytesReceived = async (page: Page) =>
  Number(await page.getByTestId('call-screen').getAttribute('data-bytes-received', { timeout: 2_000 }));

test('a call survives a restart of the signalling server: the audio keeps flowing, the call goes on, billing is exact', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { astro, user } = await accounts(request, 'Call');
  const a = await person(browser, astro, '/astrologer/console');
  const u = await person(browser, user, `/astrologers/${astro.astro_id}`);
  try {
    const calls = a.page.getByRole('switch', { name: 'Available for calls' });
    await calls.click();
    await expect(calls).toHaveAttribute('aria-checked', 'true');
    await expect(a.page.getByTestId('status-pill')).toHaveText('Online');
    await u.page.reload();
    await u.page.getByRole('button', { name: /^Call ₹25\/min/ }).click();
    await u.page.getByRole('button', { name: 'Start call', exact: true }).click();
    await expect(u.page).toHaveURL(/\/consultations\/\d+$/);
    const room = u.page.url();
    const id = Number(room.split('/').pop());
    await a.page.getByRole('article', { name: 'Request from Meera Kapoor' }).getByRole('button', { name: 'Accept' }).click();
    await expect(a.page).toHaveURL(room);
    for (const side of [u.page, a.page]) {
      await expect(side.getByTestId('call-screen')).toHaveAttribute('data-call-state', 'connected', { timeout: 20_000 });
      await expect.poll(() => bytesReceived(side), { timeout: 15_000 }).toBeGreaterThan(1_000);
    }
    await expect.poll(async () => (await readSession(request, user, id)).started_at, { timeout: 20_000 }).not.toBeNull();

    await midMinute(request, user, id);
    await server.stop();
    for (const side of [u.page, a.page]) await expect(side.getByTestId('connection-notice')).toBeVisible();
    // No signalling server: the audio still flows between the browsers, and neither screen ends the call.
    for (const side of [u.page, a.page]) {
      const before = await bytesReceived(side);
      await expect.poll(() => bytesReceived(side)).toBeGreaterThan(before);
      await expect(side.getByTestId('call-screen')).toHaveAttribute('data-call-state', 'connected');
    }

    const { readyAt } = await server.start();
    for (const side of [u.page, a.page]) {
      await expect(side.getByTestId('connection-notice')).toBeHidden({ timeout: Math.max(1, readyAt + BACK_WITHIN_MS - Date.now()) });
    }
    expect(Date.now() - readyAt).toBeLessThanOrEqual(BACK_WITHIN_MS);

    // The same connection carries on (no new negotiation), and the call is billed on.
    const billed = (await readSession(request, user, id)).billed_minutes;
    for (const side of [u.page, a.page]) {
      const before = await bytesReceived(side);
      await expect.poll(() => bytesReceived(side)).toBeGreaterThan(before);
      await expect(side.getByTestId('call-screen')).toHaveAttribute('data-call-state', 'connected');
    }
    await expect
      .poll(async () => (await readSession(request, user, id)).billed_minutes, { timeout: MINUTE_S * 2000 })
      .toBeGreaterThan(billed);
    expect((await readSession(request, user, id)).status).toBe('active');

    await u.page.getByRole('button', { name: 'Hang up' }).click();
    await expect(u.page.getByTestId('status')).toHaveText('Ended by the user');
    await expect(a.page.getByTestId('status')).toHaveText('Ended by the user');
    const ended = await readSession(request, user, id);
    expect(ended.billed_minutes).toBe(minutesStarted(ended));
    // The first free_minutes are on the house (a first session).
    expect(ended.amount).toBe(Math.max(0, ended.billed_minutes - ended.free_minutes) * 25);
  } finally {
    await u.context.close();
    await a.context.close();
  }
});
