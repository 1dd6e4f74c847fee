// Serves stored images; names are content hashes, so they are cached for a year.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/errors.ts';
import { localStorage } from '../../lib/storage.ts';

const uploads: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const storage = localStorage(ctx.config.DATA_DIR);
  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    { config: { roles: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name) || !existsSync(join(storage.root, name))) {
        throw notFound('Image not found');
      }
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      return reply.sendFile(name, storage.root, { cacheControl: false });
    },
  );
};

export default uploads;
