import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../plugins/errors/http-error.ts';

/** The limits of every multipart form the API reads (also @fastify/multipart's defaults, app.ts). */
export const MULTIPART_LIMITS = {
  /** Text fields in one form. */
  fields: 20,
  /** Files in one form. */
  files: 1,
  /** Bytes of one text field's value. */
  fieldSize: 1024,
  /** Header lines of one part. */
  headerPairs: 20,
} as const;

export type FormFile = { fieldName: string; fileName: string; bytes: Buffer };

/** A form as read: its text fields by name, and its one file. */
export type MultipartForm = { fields: ReadonlyMap<string, string>; file: FormFile };

export type FormSpec = {
  /** The text fields the form takes (any other is refused). */
  fields: readonly string[];
  /** The field the file comes in. */
  fileField: string;
  /** Largest file taken; a larger one answers 413 with `tooLarge`. */
  maxFileBytes: number;
  tooLarge: string;
  /** The detail when the request is not multipart/form-data. */
  notMultipart: string;
  /** The detail when the form holds no file. */
  missingFile: string;
};

const MALFORMED = 'The form data is malformed or incomplete; send the file again.';

/**
 * What the reader (@fastify/multipart, busboy underneath) refused, in words: every error of reading a
 * form is the client's, answered 400 (413 for a file over the limit), never a library's raw text.
 */
function refusal(error: unknown, spec: FormSpec): HttpError {
  if (error instanceof HttpError) return error;
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, spec.tooLarge);
    case 'FST_FIELDS_LIMIT':
      return badRequest(`Too many form fields in the upload (at most ${MULTIPART_LIMITS.fields}).`);
    case 'FST_FILES_LIMIT':
      return badRequest(`Too many files in the upload (at most ${MULTIPART_LIMITS.files}).`);
    case 'FST_PARTS_LIMIT':
      return badRequest('Too many parts in the upload.');
    case 'FST_PROTO_VIOLATION':
      return badRequest('The name of a form field is not allowed.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('A form field sent as JSON is not valid JSON.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest(spec.notMultipart);
  }
  if (message?.includes('Boundary not found')) {
    return badRequest('The multipart/form-data content type has no boundary.');
  }
  // busboy's own refusals ("Unexpected end of form", "Malformed part header", ...) and a request
  // that ends or breaks while it is read.
  return badRequest(MALFORMED);
}

/**
 * The bytes of a file part, copied as each piece arrives into room for the largest file allowed (only
 * the pages written take memory): a large file is never joined in one long copy that would hold up
 * the event loop.
 */
async function readPart(file: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const bytes = Buffer.allocUnsafeSlow(maxBytes);
  let length = 0;
  for await (const piece of file) {
    // busboy stops at the limit (the part is then truncated): a piece never goes past it.
    length += piece.copy(bytes, length);
  }
  return bytes.subarray(0, length);
}

/**
 * Reads a whole multipart form within MULTIPART_LIMITS: its text fields and its one file (held in
 * memory, at most `spec.maxFileBytes`). Anything malformed, incomplete, over a limit, unexpected or
 * missing is refused with an HttpError whose detail says what is wrong.
 */
export async function readMultipartForm(request: FastifyRequest, spec: FormSpec): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(spec.notMultipart);
  const fields = new Map<string, string>();
  let file: FormFile | null = null;
  let problem: HttpError | null = null;
  const refuse = (error: HttpError) => {
    problem ??= error;
  };
  try {
    for await (const part of request.parts({
      limits: { ...MULTIPART_LIMITS, fileSize: spec.maxFileBytes, parts: MULTIPART_LIMITS.fields + 1 },
    })) {
      if (part.type === 'file') {
        // Every part is read to the end, so that a limit or a malformed body further on is found.
        const bytes = await readPart(part.file, spec.maxFileBytes);
        if (part.file.truncated) throw new HttpError(413, spec.tooLarge);
        if (part.fieldname !== spec.fileField)
          refuse(
            badRequest(`Unexpected file field '${part.fieldname}'; send the file as '${spec.fileField}'.`),
          );
        else file = { fieldName: part.fieldname, fileName: part.filename ?? '', bytes };
      } else if (!spec.fields.includes(part.fieldname)) {
        if (part.fieldname !== spec.fileField)
          refuse(
            badRequest(
              `Unexpected field '${part.fieldname}'; the form takes ${[spec.fileField, ...spec.fields].join(' and ')}.`,
            ),
          );
      } else if (fields.has(part.fieldname)) {
        refuse(badRequest(`The field '${part.fieldname}' is sent more than once.`));
      } else if (part.valueTruncated) {
        refuse(
          badRequest(
            `The field '${part.fieldname}' is too long (at most ${MULTIPART_LIMITS.fieldSize} bytes).`,
          ),
        );
      } else fields.set(part.fieldname, String(part.value));
    }
  } catch (error) {
    throw refusal(error, spec);
  }
  if (problem) throw problem;
  if (!file) throw badRequest(spec.missingFile);
  return { fields, file };
}
