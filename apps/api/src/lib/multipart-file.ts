// Reads the one file part of a multipart upload; a body the multipart parser cannot read is the client's mistake, a 400.
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

export const UPLOAD_UNREADABLE = ERROR_CATALOGUE.upload_unreadable;

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/**
 * The first file part's name and bytes. `noFile` is the route's own "no file" error. The part size
 * limit of app.ts still answers 413; a truncated or malformed multipart body (busboy's plain
 * "Unexpected end of form" and the like, which carry no status) becomes a 400 instead of a 500.
 */
export async function readUploadedFile(request: FastifyRequest, field: string, noFile: () => AppError): Promise<UploadedFile> {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file();
    if (!part) throw noFile();
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw noFile();
    return { filename: part.filename, bytes };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw badRequest('upload_unreadable', UPLOAD_UNREADABLE, { [field]: UPLOAD_UNREADABLE });
  }
}
