import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.ts';

// The one way an uploaded file is received (the field sheet, the M-Pesa statement): a multipart body with one file
// under `file` and a few text fields, within the limits its route registered @fastify/multipart with
// (`uploadLimits`). Every refusal is a Portuguese 4xx in the uploading area's words.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** @fastify/multipart limits of an upload route: one file of at most 10 MB and a handful of short fields. */
export const uploadLimits = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1000,
  parts: 12,
  headerPairs: 100,
} as const;

export interface UploadTexts {
  fileMissing: string;
  fileTooLarge: string;
  fileOnlyOne: string;
  fileTooManyFields: string;
  fileMalformed: string;
}

export interface ReceivedUpload {
  file: Buffer;
  fileName: string;
  mimeType: string;
  fields: Record<string, string>;
}

/** Reads the multipart body: one file and the text fields, in whatever order. */
export async function receiveUpload(request: FastifyRequest, texts: UploadTexts): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(415, texts.fileMissing);
  const fields: Record<string, string> = {};
  let upload: Omit<ReceivedUpload, 'fields'> | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = await part.toBuffer();
        if (part.fieldname === 'file' && !upload)
          upload = { file, fileName: part.filename, mimeType: part.mimetype };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, texts.fileTooLarge);
    // Not a size problem: the form has a second file or too many fields, and the answer says so.
    if (code === 'FST_FILES_LIMIT')
      throw badRequest(texts.fileOnlyOne, [{ field: 'file', message: texts.fileOnlyOne }]);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(texts.fileTooManyFields);
    throw badRequest(texts.fileMalformed);
  }
  if (!upload || upload.file.length === 0)
    throw badRequest(texts.fileMissing, [{ field: 'file', message: texts.fileMissing }]);
  return { ...upload, fields };
}
