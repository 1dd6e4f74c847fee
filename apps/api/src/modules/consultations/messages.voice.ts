// A voice note from a multipart body: the file read under the size limit as it streams, its container recognised by
// its first bytes (never by the name or the declared type), and the client's duration checked against the limit.
import { CONSULT_MESSAGES, VOICE_MAX_BYTES, VOICE_MAX_SECONDS } from '@app/contracts/consultations';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { UPLOAD_UNREADABLE } from '../../lib/multipart-file.ts';

export interface VoiceContainer {
  mime: string;
  extension: string;
}

/** WebM/Matroska (EBML magic), Ogg ('OggS') or MP4 ('ftyp' at offset 4); null for anything else. */
export function sniffVoice(bytes: Buffer): VoiceContainer | null {
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return { mime: 'audio/webm', extension: 'webm' };
  }
  if (bytes.length >= 4 && bytes.subarray(0, 4).toString('latin1') === 'OggS') return { mime: 'audio/ogg', extension: 'ogg' };
  if (bytes.length >= 8 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') return { mime: 'audio/mp4', extension: 'm4a' };
  return null;
}

const DURATION_INVALID = 'duration_ms must be a whole number of milliseconds.';

/** The client's duration: absent is unknown (null); otherwise a whole number from 1 to VOICE_MAX_SECONDS x 1000. */
export function parseDuration(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (!/^\d{1,9}$/.test(value.trim())) throw badRequest('validation', DURATION_INVALID, { duration_ms: DURATION_INVALID });
  const ms = Number(value.trim());
  if (ms < 1) throw badRequest('validation', DURATION_INVALID, { duration_ms: DURATION_INVALID });
  if (ms > VOICE_MAX_SECONDS * 1000) throw badRequest('voice_too_long', CONSULT_MESSAGES.voiceTooLong, { duration_ms: CONSULT_MESSAGES.voiceTooLong });
  return ms;
}

export interface VoiceUpload {
  bytes: Buffer;
  container: VoiceContainer;
  clientId: string | null;
  durationMs: number | null;
}

const invalid = () => badRequest('voice_invalid', CONSULT_MESSAGES.voiceInvalid, { voice: CONSULT_MESSAGES.voiceInvalid });

/** Reads the parts in order (fields may come before or after the file); the file stops at VOICE_MAX_BYTES with a 413. */
export async function readVoiceUpload(request: FastifyRequest): Promise<VoiceUpload> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: VOICE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'voice' && !bytes) bytes = await part.toBuffer();
        else part.file.resume();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: unknown }).statusCode;
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', CONSULT_MESSAGES.voiceTooLarge, {
        code: 'voice_too_large',
        errors: { voice: CONSULT_MESSAGES.voiceTooLarge },
      });
    }
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw badRequest('upload_unreadable', UPLOAD_UNREADABLE, { voice: UPLOAD_UNREADABLE });
  }
  if (!bytes || bytes.length === 0) throw invalid();
  const container = sniffVoice(bytes);
  if (!container) throw invalid();
  const clientId = fields.client_id?.trim() || null;
  if (clientId && clientId.length > 64) throw badRequest('validation', CONSULT_MESSAGES.clientIdRequired, { client_id: CONSULT_MESSAGES.clientIdRequired });
  return { bytes, container, clientId, durationMs: parseDuration(fields.duration_ms) };
}
