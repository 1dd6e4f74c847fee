// Admin routes (work in progress).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

const plugin: FastifyPluginAsyncZod<AppContext> = async () => {};
export default plugin;
