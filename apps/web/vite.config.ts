// Vite build and dev server for the web app: React, Tailwind, and a proxy to the API on port 8000.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8000';

// Anchored patterns: a plain '/shop' or '/admin' prefix would also capture the SPA's
// own /shopping and /admin-dashboard pages.
const API_PATHS = [
  '^/(api|auth|shop|admin|dev|uploads|docs)(/|$)',
  '^/(healthz|readyz)$',
];

const proxy: Record<string, ProxyOptions> = {
  // xfwd: the API sees each visitor's own address in X-Forwarded-For, so a phone on the network reaching the dev server
  // is not taken for this machine (the outbox and the fake gateway answer only this machine).
  ...Object.fromEntries(API_PATHS.map((pattern) => [pattern, { target: API_TARGET, changeOrigin: false, xfwd: true }])),
  // The consultations' Socket.IO connection (WebSocket only) on the API's port.
  '/socket.io': { target: API_TARGET, changeOrigin: false, ws: true, xfwd: true },
};

/**
 * The installable app: src/sw.ts, built with the list of every file to precache (public/manifest.webmanifest is
 * the manifest; the page registers the worker itself, after load: src/lib/service-worker.ts).
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
    // The server render's code and Vite's manifest are the server's.
    globIgnores: ['.ssr/**', '.vite/**'],
    maximumFileSizeToCacheInBytes: 600 * 1024,
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react(), tailwindcss()] : [react(), tailwindcss(), installableApp],
  // recharts (the admin's charts) asks for the pre-React-18 shim of useSyncExternalStore's selector; React 19 has the
  // hook, so it gets the plain build. The shim itself then stays react-i18next's alone, in the i18n chunk, instead of
  // becoming a chunk shared with the admin's charts whose name the entry would have to list.
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' }],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // The server render (src/entry-server.tsx, built into dist/.ssr) carries its libraries: the API loads one file
  // tree, whatever node_modules it runs beside. It needs no copy of public/.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? { emptyOutDir: true, chunkSizeWarningLimit: 2000, rollupOptions: { output: { inlineDynamicImports: true } } }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // .vite/manifest.json lets scripts/check-budgets.mjs find what the entry loads eagerly.
        manifest: true,
        // The chunks are small; warn only if something big slips into the entry.
        chunkSizeWarningLimit: 300,
        // The entry carries the file name of every lazily loaded chunk (to preload each page's imports with it):
        // names of a short hash alone keep that list short as pages are added (7 base-64 characters, 42 bits: no
        // two of a few hundred chunks share one).
        rollupOptions: { output: { chunkFileNames: 'assets/[hash:7].js' } },
      },
}));
