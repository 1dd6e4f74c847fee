// Voice notes in the room: the first supported recording type, the running time, the stop at 120 s, and the note
// sent as multipart with its client_id and duration, then played from a blob fetched with the session header.
import type { Consultation } from '@app/contracts/consultations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickMimeType } from './components/voice-recorder.tsx';
import { ConsultationPage } from './routes/consultation-page.tsx';

vi.mock('../../lib/socket.ts', () => ({
  useSocketEvent: () => undefined,
  useOnSocketConnect: () => undefined,
  useSocketConnected: () => true,
  useSocketState: () => 'connected',
}));

let supported = ['audio/ogg;codecs=opus', 'audio/mp4'];

class FakeRecorder {
  static isTypeSupported = (type: string) => supported.includes(type);
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options: { mimeType: string },
  ) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['opus-bytes'], { type: this.options.mimeType }) });
    this.onstop?.();
  }
}

const active: Consultation = {
  consultation_id: 5,
  type: 'chat',
  status: 'active',
  astro_id: 3,
  user_id: 11,
  astro_name: 'Sunita Trivedi',
  astro_image: '',
  user_name: 'Ravi Kumar',
  rate: 10,
  minute_seconds: 60,
  requested_at: new Date().toISOString(),
  accept_by: new Date().toISOString(),
  accepted_at: null,
  started_at: new Date().toISOString(),
  ended_at: null,
  end_reason: null,
  billed_minutes: 1,
  amount: 10,
  refunded: 0,
  free_minutes: 0,
  server_time: new Date().toISOString(),
  reviewed: false,
  low_balance_below: 20,
  top_up: 100,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderRoom() {
  localStorage.setItem('token', 'secret-token');
  localStorage.setItem('user_id', '11');
  const router = createMemoryRouter([{ path: '/consultations/:id', element: <ConsultationPage /> }], {
    initialEntries: ['/consultations/5'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('voice notes', () => {
  beforeEach(() => {
    supported = ['audio/ogg;codecs=opus', 'audio/mp4'];
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn().mockResolvedValue({ getTracks: () => [{ stop: vi.fn() }] }) },
    });
    URL.createObjectURL = vi.fn(() => 'blob:voice');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('records in the first supported type', () => {
    expect(pickMimeType()).toBe('audio/ogg;codecs=opus');
    supported = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'];
    expect(pickMimeType()).toBe('audio/webm;codecs=opus');
    supported = [];
    expect(pickMimeType()).toBeNull();
  });

  it('sends a recorded note as multipart and plays it from a blob fetched with the token header', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/consultations/5') return json(200, active);
      if (url === '/api/consultations/5/messages' && init?.method === 'POST') {
        const form = init.body as FormData;
        return json(201, {
          message_id: 1,
          consultation_id: 5,
          sender: 'user',
          client_id: form.get('client_id'),
          text: null,
          voice_url: '/api/consultations/5/messages/1/voice',
          voice_duration_ms: 2000,
          masked: [],
          created_at: new Date().toISOString(),
        });
      }
      if (url === '/api/consultations/5/messages/1/voice')
        return new Response('opus', { headers: { 'content-type': 'audio/ogg' } });
      if (url.startsWith('/api/consultations/5/messages')) return json(200, { messages: [] });
      if (url.startsWith('/api/wallet')) return json(200, { balance: 500 });
      return json(404, { message: 'none' });
    });
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Record voice note' }));
    expect(await screen.findByText('Recording')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send voice note' }));

    expect(await screen.findByLabelText('Voice note, 00:02')).toHaveAttribute('src', 'blob:voice');
    // Its length is written beside the player before it is played (a recorded WebM names none itself).
    expect(screen.getByTestId('voice-length')).toHaveTextContent('00:02');
    const post = fetch.mock.calls.find(
      ([u, init]) => u === '/api/consultations/5/messages' && init?.method === 'POST',
    )!;
    const form = post[1]!.body as FormData;
    const voice = form.get('voice') as File;
    expect(voice.type).toBe('audio/ogg');
    expect(voice.name).toBe('voice-note.ogg');
    expect(form.get('client_id')).toMatch(/.+/);
    expect(Number(form.get('duration_ms'))).toBeGreaterThanOrEqual(0);
    const voiceGet = fetch.mock.calls.find(([u]) => u === '/api/consultations/5/messages/1/voice')!;
    expect((voiceGet[1]!.headers as Record<string, string>).accessToken).toBe('secret-token');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('stops by itself at 120 seconds and can then be thrown away', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/consultations/5') return json(200, active);
      if (url.startsWith('/api/consultations/5/messages')) return json(200, { messages: [] });
      return json(200, { balance: 500 });
    });
    renderRoom();
    await userEvent.click(await screen.findByRole('button', { name: 'Record voice note' }));
    await screen.findByText('Recording');
    const started = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(started + 121_000);
    expect(await screen.findByText('Recorded')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('02:00');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel voice note' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Record voice note' })).toBeInTheDocument(),
    );
  });
});
