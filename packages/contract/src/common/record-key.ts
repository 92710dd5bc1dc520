import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RECORD_NUMBER = /^\d{1,9}$/;

/** Whether a key that passed ZUuidOrId is a uuid (else it is the record's number). */
export const isUuid = (key: string): boolean => UUID.test(key);

/**
 * A path parameter naming a record by its uuid or by its number (its serial id, at most nine
 * digits), spaces around it ignored; `message` says what was expected ("must be a branch uuid or
 * number"). The key stays text: isUuid tells which of the two it is.
 */
export const ZUuidOrId = (message: string) =>
  z
    .string()
    .trim()
    .refine((key) => RECORD_NUMBER.test(key) || UUID.test(key), message);
