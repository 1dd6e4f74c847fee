// Bulk astrologer upload and its template file (admin only).
import {
  BULK_COLUMNS,
  BULK_MESSAGES,
  BULK_TEMPLATE_URL,
  bulkUploadResponseSchema,
} from '@app/contracts/admin-bulk-upload';
import { ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { readUploadedFile } from '../../lib/multipart-file.ts';
import { ADMIN_ONLY } from '../../plugins/auth.ts';
import { readBulkFile } from './bulk-file-reader.ts';
import { importAstrologers } from './bulk-upload.service.ts';

const admin = { roles: ADMIN_ONLY };
const tags = ['admin astrologers'];
const security = [{ accessToken: [] }];

const EXAMPLE_ROW = [
  'Pandit Ravi Sharma',
  'ravi.sharma@example.com',
  '9876501234',
  'Twenty years of Vedic astrology, kundli matching and muhurat.',
  '20',
  '4.5',
  'Hindi, English',
  'Vedic, Tarot',
  'Career, Marriage',
  '25',
  '1975-06-01',
  'Male',
  '20',
  '',
];
const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

const bulkUpload: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/api/upload-bulk-astrologers',
    {
      config: admin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 200: bulkUploadResponseSchema },
      },
    },
    async (request) => {
      const noFile = () => badRequest('bulk_no_file', BULK_MESSAGES.noFile, { file: BULK_MESSAGES.noFile });
      // A file over the multipart size limit is a 413 before anything is parsed; an unreadable body a 400.
      const { filename, bytes } = await readUploadedFile(request, 'file', noFile);
      const rows = await readBulkFile(filename, bytes);
      const result = await importAstrologers(ctx, rows);
      return { message: ADMIN_SUCCESS.fileProcessed, ...result };
    },
  );

  app.get(BULK_TEMPLATE_URL, { config: admin, schema: { tags, security } }, async (_request, reply) => {
    const body = `${BULK_COLUMNS.join(',')}\r\n${EXAMPLE_ROW.map(csvCell).join(',')}\r\n`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="astrologers-template.csv"')
      .send(body);
  });
};

export default bulkUpload;
