import { z } from 'zod';
import { ZIsoDate, ZUuid } from '../common/primitives.ts';
import { ZUuidOrId } from '../common/record-key.ts';

/** The `:uuid` of these routes: the employee's uuid, or its numeric employee_id (spec 000 §7). */
export const ZJvLinkEmployeeKey = ZUuidOrId('must be an employee uuid or employee number');

/** Spec 000 §3 Employee-JV link, plus the JV's number (the dashboards count files by jv_entity_id). */
export const ZEmployeeJvLink = z.object({
  link_id: z.number().int(),
  jv_id: z.number().int(),
  jv_uuid: ZUuid,
  jv_name: z.string(),
  /** The JV's state; null when it has none (shown as Unassigned). */
  st: z.string().nullable(),
  is_primary: z.boolean(),
  start_date: ZIsoDate.nullable(),
  end_date: ZIsoDate.nullable(),
});
export type EmployeeJvLink = z.infer<typeof ZEmployeeJvLink>;

export const ZEmployeeJvsParams = z.strictObject({ uuid: ZJvLinkEmployeeKey });

export const ZEmployeeJvLinkParams = z.strictObject({
  uuid: ZJvLinkEmployeeKey,
  link_id: z.coerce.number().int().positive('must be a link number').max(2_147_483_647),
});
