import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface UploadMessages {
  /** No file under the expected field. */
  missing: string;
  tooLarge: string;
}

const isFileTooLarge = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** The bytes of the one file of a multipart request under `field`, at most `maxBytes` long (else 422). */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  messages: UploadMessages,
): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw AppError.invalid({ [field]: [messages.missing] });
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if (isFileTooLarge(error)) throw AppError.invalid({ [field]: [messages.tooLarge] });
    throw error;
  }
}
