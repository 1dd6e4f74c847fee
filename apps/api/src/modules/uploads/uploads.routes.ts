// GET /uploads/:name: stored images, from whichever storage is configured, so every process serves every upload.
// Names are content hashes (or fixed seed names), so an answer is cached for a year.
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { IMMUTABLE_CACHE, isPublicName, type LocalStorage, type S3Storage } from '../../lib/storage.ts';

type UploadRequest = FastifyRequest<{ Params: { name: string } }>;

function common(reply: FastifyReply) {
  reply.header('cache-control', IMMUTABLE_CACHE);
  reply.header('x-content-type-options', 'nosniff');
}

/**
 * The local folder: @fastify/static answers ETag, Last-Modified, 304 and ranges. A missing file is its to
 * find (no extra stat per request): sendFile then calls the not-found handler, set below for /uploads.
 */
function fromFolder(storage: LocalStorage) {
  return async (request: UploadRequest, reply: FastifyReply) => {
    const { name } = request.params;
    if (!isPublicName(name)) throw notFound('image_not_found', ERROR_CATALOGUE.image_not_found);
    common(reply);
    return reply.sendFile(name, storage.publicRoot, { cacheControl: false });
  };
}

function ifModifiedSince(header: string | undefined): Date | undefined {
  const date = header ? new Date(header) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** The bucket: the object is streamed through, and the store itself decides a conditional GET. */
function fromBucket(storage: S3Storage) {
  return async (request: UploadRequest, reply: FastifyReply) => {
    const { name } = request.params;
    if (!isPublicName(name)) throw notFound('image_not_found', ERROR_CATALOGUE.image_not_found);
    const since = ifModifiedSince(request.headers['if-modified-since']);
    let read;
    try {
      read = await storage.readPublic(name, {
        ...(request.headers['if-none-match'] ? { ifNoneMatch: request.headers['if-none-match'] } : {}),
        ...(since ? { ifModifiedSince: since } : {}),
      });
    } catch (error) {
      // The store is unreachable or refused the read: a 503 tells the browser (and a proxy) to try again.
      request.log.error({ err: error }, 'reading an image from the object store failed');
      throw new AppError('unavailable', ERROR_CATALOGUE.images_unavailable, { code: 'images_unavailable' });
    }
    if (!read) throw notFound('image_not_found', ERROR_CATALOGUE.image_not_found);
    common(reply);
    if (read.status === 'not-modified') {
      if (read.etag) reply.header('etag', read.etag);
      return reply.status(304).send();
    }
    const { file } = read;
    reply.header('content-type', file.contentType);
    reply.header('content-length', file.contentLength);
    reply.header('etag', file.etag);
    reply.header('last-modified', file.lastModified.toUTCString());
    return reply.send(file.body);
  };
}

const uploads: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { storage } = ctx;
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler(async () => {
        throw notFound('image_not_found', ERROR_CATALOGUE.image_not_found);
      });
      scope.get<{ Params: { name: string } }>(
        '/:name',
        { config: { roles: 'public' }, schema: { hide: true } },
        storage.kind === 'local' ? fromFolder(storage) : fromBucket(storage),
      );
    },
    { prefix: '/uploads' },
  );
};

export default uploads;
