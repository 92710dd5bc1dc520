import { z } from 'zod';

/**
 * One field a 400 refused: `path` is the field's path in the body or query string, without the
 * `body.`/`query.` prefix (`email`, `az_reports_send_to.0`, `2.fraud_payee_name`), and `message`
 * says in words what is wrong with it ("must be an e-mail address"), so a form shows it at the field.
 */
export const ZFieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof ZFieldError>;

/**
 * Every error answer: one human-readable message the screens can show, and, on a 400 that names
 * fields (or a 409 for a value another record holds, such as a payroll id), each field's problem
 * (`errors`).
 */
export const ZErrorResponse = z.object({ detail: z.string(), errors: z.array(ZFieldError).optional() });
export type ErrorResponse = z.infer<typeof ZErrorResponse>;
