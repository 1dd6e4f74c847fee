// In a browser, Zod parses without compiling code at run time. Its compiled fast path first probes `new Function`,
// which the site's Content Security Policy (script-src without 'unsafe-eval') refuses: every page that built a
// schema reported a violation. Zod reads the setting when a schema is built, so every module here that builds
// schemas imports this first (common.ts does, for the modules that import it). The server keeps the compiled path.
import { config } from 'zod/v4/core';

if ('document' in globalThis) config({ jitless: true });
