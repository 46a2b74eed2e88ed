import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from './app-error.ts';
import { API_MESSAGES } from './messages.ts';

export interface UploadMessages {
  /** No file under the expected field. */
  missing: string;
  tooLarge: string;
}

const isFileTooLarge = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

const hasClientStatus = (error: unknown) =>
  error instanceof Error &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode >= 400 &&
  error.statusCode < 500;

/**
 * Reading a multipart body fails only because of the bytes the client sent (cut off, a broken part
 * header, a missing boundary): a 400 that says so, never a server error.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || isFileTooLarge(error) || hasClientStatus(error)) throw error;
    throw new AppError(400, API_MESSAGES.malformedUpload);
  }
}

/** The one file part of a multipart request, at most `maxBytes` long when read. */
export function uploadedPart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile | undefined> {
  return readingMultipart(() => request.file({ limits: { fileSize: maxBytes, files: 1 } }));
}

/** A part's bytes; `tooLarge` is the refusal for a file over the limit. */
export async function partBytes(part: MultipartFile, tooLarge: () => AppError): Promise<Buffer> {
  try {
    return await readingMultipart(() => part.toBuffer());
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLarge();
    throw error;
  }
}

/** The bytes of the one file of a multipart request under `field`, at most `maxBytes` long (else 422). */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  messages: UploadMessages,
): Promise<Buffer> {
  const part = await uploadedPart(request, maxBytes);
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw AppError.invalid({ [field]: [messages.missing] });
  }
  return partBytes(part, () => AppError.invalid({ [field]: [messages.tooLarge] }));
}
