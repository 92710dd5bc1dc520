import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors/http-error.ts';

/** What a stale save answers (412): the screens show it as it is. */
export const STALE_RECORD_DETAIL =
  'Someone else changed this record after you opened it. Reload it to see their changes, then save again.';

/** The strong ETag of a record version: `"7"`. */
export const etagOf = (version: number) => `"${version}"`;

/** Sets the ETag of the record the answer carries. */
export function sendVersion(reply: FastifyReply, version: number): void {
  reply.header('etag', etagOf(version));
}

/**
 * The version the caller last saw, from `If-Match` (`"7"` or `W/"7"`); undefined when the header is
 * absent or `*` (the spec's own callers send none: their saves are not checked). A header that is no
 * version of ours is refused.
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (text === '' || text === '*') return undefined;
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(text);
  if (!match?.[1]) throw new HttpError(400, 'If-Match: must be the ETag of the record, such as "3"');
  return Number(match[1]);
}

/** 412 when the caller's version is not the stored one. */
export function assertFresh(expected: number | undefined, stored: number): void {
  if (expected !== undefined && expected !== stored) throw new HttpError(412, STALE_RECORD_DETAIL);
}
