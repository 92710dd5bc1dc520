import { z } from 'zod';
import { ZIsoDate, ZUuid } from '../common/primitives.ts';

/** Spec 001 §8: the add-file form's order number, trimmed, must not be empty. */
export const ORDER_NUMBER_REQUIRED = 'Order # is required';
/** Spec 001 §8: the commit ready date may not come before the search start. */
export const COMMIT_READY_BEFORE_SEARCH_START = 'Commit Ready must be on/after Search Start';
/** An override is one way: `override` must be true. */
export const OVERRIDE_ONE_WAY = 'must be true: an override cannot be undone';
export const ORDER_NUMBER_MAX = 100;

/** The server's refusals of an added file, in words (the 400's detail). */
export const TITLE_FILE_ADDITION_ERRORS = {
  unknownOrder: (orderNumber: string) => `No file has order number ${orderNumber}`,
  otherState: (orderNumber: string, fileState: string, states: readonly string[]) =>
    `Order ${orderNumber} is a ${fileState} file; this title officer's JVs are in ${states.join(' and ')}`,
  notTitleOfficer: 'The employee is not the title officer of any JV of the state',
  alreadyAdded: (orderNumber: string) =>
    `Order ${orderNumber} is already added to this title officer's files`,
  alreadyListed: (orderNumber: string) =>
    `Order ${orderNumber} is already on this title officer's report (a file of their JV with its own dates)`,
  unknownOfficer: 'No such employee',
  notAdded: 'Only a manually added file can be deleted',
} as const;

/** PUT /title-file-additions/override-title-comm (super only): the file becomes eligible, one way. */
export const ZOverrideTitleCommBody = z.strictObject({
  file_uuid: ZUuid,
  override: z.literal(true, OVERRIDE_ONE_WAY),
});
export type OverrideTitleCommBody = z.input<typeof ZOverrideTitleCommBody>;

export const ZOverrideTitleCommResponse = z.object({
  file_uuid: ZUuid,
  title_comm_override: z.literal(true),
});
export type OverrideTitleCommResponse = z.infer<typeof ZOverrideTitleCommResponse>;

/**
 * POST /title-file-additions (spec 001 §3 "Manual file addition"): a file added by hand to a title
 * officer's turnaround, its search start and commit ready standing for its ready and commit dates.
 * The order must be a file of a state where the employee is a JV's title officer.
 */
export const ZCreateTitleFileAdditionBody = z
  .strictObject({
    title_officer_uuid: ZUuid,
    order_number: z
      .string(ORDER_NUMBER_REQUIRED)
      .trim()
      .min(1, ORDER_NUMBER_REQUIRED)
      .max(ORDER_NUMBER_MAX, `must be at most ${ORDER_NUMBER_MAX} characters`),
    search_start_dt: ZIsoDate,
    commit_ready_dt: ZIsoDate,
  })
  .refine((body) => body.commit_ready_dt >= body.search_start_dt, {
    message: COMMIT_READY_BEFORE_SEARCH_START,
    path: ['commit_ready_dt'],
  });
export type CreateTitleFileAdditionBody = z.input<typeof ZCreateTitleFileAdditionBody>;

/** The added file (201). */
export const ZTitleFileAddition = z.object({
  added_file_uuid: ZUuid,
  title_officer_uuid: ZUuid,
  order_number: z.string(),
  file_uuid: ZUuid,
  search_start_dt: ZIsoDate,
  commit_ready_dt: ZIsoDate,
});
export type TitleFileAddition = z.infer<typeof ZTitleFileAddition>;

/** DELETE /title-file-additions/{added_file_uuid}: 204. */
export const ZTitleFileAdditionParams = z.strictObject({ added_file_uuid: ZUuid });
export type TitleFileAdditionParams = z.infer<typeof ZTitleFileAdditionParams>;
