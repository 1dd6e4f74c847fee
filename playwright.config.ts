// Browser journeys in Debian's Chromium against the real server on a fresh data folder.
import { defineConfig, devices } from '@playwright/test';
import { FAKE_AUDIO_FILE } from './e2e/fake-audio.ts';
import { OTP_COOLDOWN_S } from './e2e/settings.ts';

const port = Number(process.env.E2E_PORT ?? 8123);
const baseURL = `http://127.0.0.1:${port}`;

const pgPort = port + 1;
const pgBaseURL = `http://127.0.0.1:${pgPort}`;
/** E2E_POSTGRES=0 runs the journeys on the embedded database only (a machine without PostgreSQL). */
const withPostgres = process.env.E2E_POSTGRES !== '0';

function server(onPort: number, env: Record<string, string>) {
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${onPort}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      E2E_PORT: String(onPort),
      OTP_RESEND_COOLDOWN_S: String(OTP_COOLDOWN_S),
      // Short consultation minutes, so a chat runs through its whole wallet within a journey.
      CONSULT_MINUTE_S: '6',
      CONSULT_GRACE_S: '20',
      // An accepted chat whose astrologer never writes ends at no cost after this: short enough to watch in a journey.
      CONSULT_FIRST_REPLY_S: '30',
      // Booked consultations within a journey (e2e/bookings.spec.ts): the slot that began in the last 15 minutes is
      // still bookable (a booking already past its start, for the no-show), Join opens an hour ahead (both sides join a
      // slot booked moments before), and an astrologer who has not joined by the start has missed it. The production
      // defaults are 60, 5 and 5 minutes.
      BOOKING_MIN_NOTICE_MIN: '-15',
      BOOKING_JOIN_EARLY_MIN: '60',
      BOOKING_ASTRO_NO_SHOW_MIN: '0',
      ...env,
    },
  };
}

/**
 * Two lanes, each a project with a server of its own and one worker, so two journeys run at once and never share a
 * server's state: the embedded database's lane, and PostgreSQL's lane, which also bills the real calls. Without
 * PostgreSQL (E2E_POSTGRES=0) every journey runs on the embedded lane. The restart journeys (e2e/restart.spec.ts) are
 * in the embedded lane, with a server of their own on E2E_PORT + 2 that they stop with SIGTERM and start again.
 */
const POSTGRES_LANE = /\/(call|consultation|accounts|admin|free-question|astrologer-console|notifications|wallet|languages)\.spec\.ts$/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: withPostgres ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // A microphone that plays a tone, allowed without asking: voice notes record from it, calls send it.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-audio-capture=${FAKE_AUDIO_FILE}`,
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: withPostgres
    ? [
        { name: 'desktop', workers: 1, testIgnore: POSTGRES_LANE, use: desktop },
        { name: 'postgres', workers: 1, testMatch: POSTGRES_LANE, use: { ...desktop, baseURL: pgBaseURL } },
      ]
    : [{ name: 'desktop', use: desktop }],
  webServer: [server(port, {}), ...(withPostgres ? [server(pgPort, { E2E_DATABASE: 'postgres' })] : [])],
});
