// A busy astrologer's card offers "Join waitlist" instead of a disabled Chat; joining shows the place and the wait
// with Leave; a free astrologer's refusal opens the ordinary request; the app's prompt offers the turn with the time
// left, in Hindi too, and Start requests it and opens the room.
import type { DirectoryAstrologer } from '@app/contracts/consultations';
import type { WaitlistEntry } from '@app/contracts/waitlist';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WaitlistOffer } from '../../../components/notifications/waitlist-offer.tsx';
import { switchLocale } from '../../../lib/i18n.tsx';
import { setPlace } from '../../../lib/waitlist.ts';
import { directoryAstrologer } from '../../../test/astrologer-factory.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { AstrologerCard } from './astrologer-card.tsx';

const socket = await vi.hoisted(async () => (await import('../../../test/fake-socket.ts')).createFakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

const astrologer = (fields: Partial<DirectoryAstrologer> = {}) => directoryAstrologer({ status: 'busy', call_status: 'busy', ...fields });

const entry = (fields: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  entry_id: 41,
  astro_id: 7,
  astro_name: 'Sunita Trivedi',
  astro_image: '',
  type: 'chat',
  status: 'waiting',
  position: 2,
  estimated_wait_minutes: 14,
  joined_at: new Date().toISOString(),
  offered_at: null,
  offer_expires_at: null,
  consultation_id: null,
  server_time: new Date().toISOString(),
  ...fields,
});

function Room() {
  return <p>room {useParams().id}</p>;
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/consultations/:id', element: <Room /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.setItem('token', 'user-token');
  for (const kind of ['info', 'success', 'error', 'warn'] as const) vi.spyOn(toast, kind).mockReturnValue('id');
});
afterEach(async () => {
  act(() => setPlace(null));
  localStorage.clear();
  vi.useRealTimers();
  await switchLocale('en');
});

describe("a busy astrologer's card", () => {
  it('joins the waitlist instead of a disabled Chat, then shows the place, the wait and Leave', async () => {
    const calls = stubApi({
      '/api/waitlist/mine': () => Response.json({ entry: null }),
      '/api/astrologers/7/waitlist': () => Response.json(entry(), { status: 201 }),
      '/api/waitlist/41': () => new Response(null, { status: 204 }),
    });
    const onChat = vi.fn();
    renderAt(<AstrologerCard astrologer={astrologer()} onChat={onChat} />);
    const card = screen.getByRole('article');
    expect(within(card).queryByRole('button', { name: /^Chat/ })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Join the chat waitlist of Sunita Trivedi' }));
    const place = await within(card).findByRole('group', { name: 'Your place on the waitlist' });
    expect(place).toHaveTextContent("You're number 2 in line");
    expect(place).toHaveTextContent('Chat · Estimated wait: about 14 min');
    expect(calls.find((c) => c.url.endsWith('/api/astrologers/7/waitlist'))?.body).toEqual({ type: 'chat' });
    expect(onChat).not.toHaveBeenCalled();

    await userEvent.click(within(place).getByRole('button', { name: 'Leave the waitlist of Sunita Trivedi' }));
    expect(await within(card).findByRole('button', { name: 'Join the chat waitlist of Sunita Trivedi' })).toBeInTheDocument();
  });

  it('opens the ordinary request when the astrologer turned out to be free', async () => {
    stubApi({
      '/api/waitlist/mine': () => Response.json({ entry: null }),
      '/api/astrologers/7/waitlist': () =>
        Response.json({ message: 'free', errors: {}, code: 'waitlist_astrologer_free' }, { status: 409 }),
    });
    const onChat = vi.fn();
    renderAt(<AstrologerCard astrologer={astrologer()} onChat={onChat} />);
    await userEvent.click(screen.getByRole('button', { name: 'Join the call waitlist of Sunita Trivedi' }));
    await vi.waitFor(() => expect(onChat).toHaveBeenCalledWith(expect.objectContaining({ astro_id: 7 }), 'call'));
  });

  it('keeps Chat for an astrologer who is online', () => {
    stubApi({ '/api/waitlist/mine': () => Response.json({ entry: null }) });
    renderAt(<AstrologerCard astrologer={astrologer({ status: 'online', call_status: 'offline' })} onChat={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Chat ₹25/min with Sunita Trivedi' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /waitlist/ })).not.toBeInTheDocument();
  });
});

describe("the app's prompt when it is the user's turn", () => {
  it('says whose turn it is with the time left, and Start chat opens the room of the request', async () => {
    const expires = new Date(Date.now() + 45_000).toISOString();
    const calls = stubApi({
      '/api/waitlist/mine': () => Response.json({ entry: entry({ status: 'offered', position: 1, estimated_wait_minutes: 0, offer_expires_at: expires }) }),
      '/api/waitlist/41/take': () => Response.json({ consultation_id: 99 }, { status: 201 }),
    });
    const router = renderAt(<WaitlistOffer />);
    const prompt = await screen.findByTestId('waitlist-offer');
    expect(within(prompt).getByRole('heading')).toHaveTextContent("It's your turn: Sunita Trivedi is free");
    expect(within(prompt).getByTestId('waitlist-countdown')).toHaveTextContent(/^Start within 0:4[45], or your turn passes to the next person\.$/);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Start chat' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/consultations/99'));
    expect(calls.some((c) => c.url.endsWith('/api/waitlist/41/take'))).toBe(true);
  });

  it('appears when the socket says the turn has come, in Hindi, and goes when it passes', async () => {
    await switchLocale('hi');
    const calls = stubApi({ '/api/waitlist/mine': () => Response.json({ entry: entry() }) });
    renderAt(<WaitlistOffer />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The read's answer is in before the event.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('waitlist-offer')).not.toBeInTheDocument();
    const offered = entry({ status: 'offered', offer_expires_at: new Date(Date.now() + 60_000).toISOString() });
    act(() => socket.fire('waitlist', offered));
    const prompt = await screen.findByTestId('waitlist-offer');
    expect(within(prompt).getByRole('heading')).toHaveTextContent('आपकी बारी है: Sunita Trivedi अब खाली हैं');
    expect(within(prompt).getByRole('button', { name: 'चैट शुरू करें' })).toBeInTheDocument();
    act(() => socket.fire('waitlist', { ...offered, status: 'expired', offer_expires_at: null }));
    expect(screen.queryByTestId('waitlist-offer')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(toast.info).toHaveBeenCalled());
  });
});
