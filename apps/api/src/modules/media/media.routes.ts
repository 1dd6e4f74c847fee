// POST /api/upload-image: any signed-in account uploads one picture and gets back its URL.
import { IMAGE_UPLOAD_MESSAGES } from '@app/contracts/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { readUploadedFile } from '../../lib/multipart-file.ts';
import { ANY_ACCOUNT } from '../../plugins/auth.ts';
import { saveUploadedImage } from './media.service.ts';

const { noFile, uploaded } = IMAGE_UPLOAD_MESSAGES;

const uploadResponse = z.object({ image: z.string(), message: z.string() });

const media: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/api/upload-image',
    {
      config: { roles: ANY_ACCOUNT },
      schema: {
        tags: ['media'],
        summary: 'Upload an image (multipart field "image", at most 5 MB, PNG/JPEG/GIF/WebP)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse },
      },
    },
    async (request) => {
      // A part past the 5 MB limit set in app.ts is a 413; an unreadable multipart body a 400.
      const { bytes } = await readUploadedFile(request, 'image', () => badRequest('no_file', noFile, { image: noFile }));
      const image = await saveUploadedImage(ctx.storage, bytes, ctx.config.PUBLIC_URL);
      return { image, message: uploaded };
    },
  );
};

export default media;
