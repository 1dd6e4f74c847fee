// The waitlist of a busy astrologer at phone width (390 px): a user finds the astrologer in a session, joins the
// waitlist from the directory's card and sees their place and wait; the astrologer's console lists them; when the
// session ends the user, on another page, is told it is their turn, with the time left, starts the chat from there
// and lands in its room, where the astrologer's acceptance reaches them as usual.
import { fundedUserByApi, verifiedAstrologer } from './accounts-factories.ts';
import { expect, expectNoHorizontalScroll, phoneOf, test, type Person, type Session } from './fixtures.ts';


test('a user joins the waitlist of a busy astrologer, is offered the session when it ends, takes it and lands in the room', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { account: astro, name } = await verifiedAstrologer(request, 'Waitlist');

  const a = await phoneOf(browser, astro, '/astrologer/console');
  let u: Person | null = null;
  let h: Person | null = null;
  try {
    await a.page.getByRole('switch', { name: 'Available for chat' }).click();
    await expect(a.page.getByTestId('status-pill')).toHaveText('Online');

    // Someone else's chat makes the astrologer busy: requested, accepted and answered (billed from then on). Its
    // user keeps a page open, as a participant must to stay in a session.
    const holder = await fundedUserByApi(request, 500);
    h = await phoneOf(browser, holder, '/wallet');
    const headers = (s: Session) => ({ accessToken: s.accessToken });
    const held = await request.post('/api/consultations', { headers: headers(holder), data: { astro_id: astro.astro_id, type: 'chat' } });
    expect(held.status(), await held.text()).toBe(201);
    const heldId = ((await held.json()) as { consultation_id: number }).consultation_id;
    expect((await request.post(`/api/consultations/${heldId}/accept`, { headers: headers(astro) })).status()).toBe(200);
    const first = await request.post(`/api/consultations/${heldId}/messages`, { headers: headers(astro), data: { text: 'Namaste.', client_id: `first-${heldId}` } });
    expect(first.status(), await first.text()).toBe(201);
    await a.page.goto('/astrologer/console');

    // The directory: busy, and "Join waitlist" where Chat would be disabled.
    const user = await fundedUserByApi(request, 500);
    u = await phoneOf(browser, user, '/astrologers');
    await u.page.getByRole('searchbox', { name: /Search/ }).fill(name);
    const card = u.page.getByRole('article').filter({ hasText: name });
    await expect(card.getByTestId('astro-status')).toHaveText('Busy');
    await card.getByRole('button', { name: `Join the chat waitlist of ${name}` }).click();

    // The place: first in line, the estimated wait, and Leave.
    const place = card.getByRole('group', { name: 'Your place on the waitlist' });
    await expect(place).toContainText("You're number 1 in line");
    await expect(place).toContainText(/Chat · Estimated wait: about \d+ min/);
    await expect(place.getByRole('button', { name: `Leave the waitlist of ${name}` })).toBeVisible();
    await expectNoHorizontalScroll(u.page);
    // The astrologer's page says the same.
    await card.getByRole('link', { name: `Profile of ${name}` }).click();
    await expect(u.page.getByRole('group', { name: 'Your place on the waitlist' })).toContainText("You're number 1 in line");
    await expectNoHorizontalScroll(u.page);

    // The console lists who waits, by first name.
    const line = a.page.getByRole('list', { name: 'Waitlist' });
    await expect(line.getByRole('listitem')).toHaveCount(1);
    await expect(line).toContainText('Meera');
    await expect(line).toContainText('Chat');

    // The user wanders off; the session ends.
    await u.page.goto('/wallet');
    const ended = await request.post(`/api/consultations/${heldId}/end`, { headers: headers(holder) });
    expect(ended.status(), await ended.text()).toBe(200);

    // Wherever they are: it is their turn, with the time left to start.
    const offer = u.page.getByTestId('waitlist-offer');
    await expect(offer.getByRole('heading', { name: `It's your turn: ${name} is free` })).toBeVisible();
    await expect(offer.getByTestId('waitlist-countdown')).toHaveText(/^Start within 0:[0-5]\d, or your turn passes to the next person\.$/);
    await expect(line).toContainText(/Offered · 0:\d\d left to start/);
    await expectNoHorizontalScroll(u.page);
    await offer.getByRole('button', { name: 'Start chat' }).click();

    // The ordinary request: its room, waiting for the astrologer, who accepts from the console.
    await expect(u.page).toHaveURL(/\/consultations\/\d+$/);
    const room = u.page.url();
    await expect(u.page.getByText(new RegExp(`Waiting for ${name}`))).toBeVisible();
    await expect(offer).toBeHidden();
    await a.page.getByRole('article', { name: 'Request from Meera Kapoor' }).getByRole('button', { name: 'Accept' }).click();
    await expect(a.page).toHaveURL(room);
    await expect(u.page.getByTestId('awaiting-reply')).toBeVisible();
    await expectNoHorizontalScroll(u.page);
  } finally {
    await u?.context.close();
    await h?.context.close();
    await a.context.close();
  }
});
