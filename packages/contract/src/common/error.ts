import { z } from 'zod';

/** Every error answer: one human-readable message the screens can show. */
export const ZErrorResponse = z.object({ detail: z.string() });
export type ErrorResponse = z.infer<typeof ZErrorResponse>;
