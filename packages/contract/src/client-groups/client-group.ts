import { z } from 'zod';
import { ZQueryFlag } from '../common/query-flag.ts';

/** Spec 001 §8 "Groups": creating a group needs a non-empty name. */
export const CLIENT_GROUP_NAME_REQUIRED = 'Enter a group name first.';
/** Spec 001 §8 "Groups": the screen's message when a member is added with no group selected. */
export const CLIENT_GROUP_SELECT_FIRST = 'Please select a group first.';
export const CLIENT_GROUP_NAME_MAX = 200;
export const CLIENT_GROUP_MEMBER_NAME_MAX = 300;

/**
 * Spec 001 §3 Client group member: the name as entered (trimmed) and its normalised form (DOMAIN.md §7,
 * `normalizeName` of @hub/domain: 'ACME Title, LLC' and 'Acme Title' are both 'ACME TITLE'). A normalised
 * name is unique within a group.
 */
export const ZClientGroupMember = z.object({
  client_group_member_id: z.number().int(),
  member_name: z.string(),
  normalized_member_name: z.string(),
});
export type ClientGroupMember = z.infer<typeof ZClientGroupMember>;

/**
 * Spec 001 §3 Client group: groups are global (both states). `members` sorted by member name (ignoring
 * case); `member_count` is their number. Only an active group gathers clients in the JV client trend.
 */
export const ZClientGroup = z.object({
  client_group_id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  member_count: z.number().int(),
  members: z.array(ZClientGroupMember),
});
export type ClientGroup = z.infer<typeof ZClientGroup>;

/** GET /client-groups: the active groups (every group with `include_inactive=true`), sorted by name. */
export const ZClientGroupsQuery = z.strictObject({
  include_inactive: ZQueryFlag.optional(),
});
export type ClientGroupsQuery = z.input<typeof ZClientGroupsQuery>;
export const ZClientGroupsResponse = z.array(ZClientGroup);
export type ClientGroupsResponse = z.infer<typeof ZClientGroupsResponse>;

/**
 * POST /client-groups: `name` trimmed, required ('Enter a group name first.'); a name another group
 * has (ignoring case) answers 409 with a detail. `is_active` defaults to true. Answers 201
 * `{ client_group_id }`.
 */
export const ZCreateClientGroupBody = z.strictObject({
  name: z
    .string(CLIENT_GROUP_NAME_REQUIRED)
    .trim()
    .min(1, CLIENT_GROUP_NAME_REQUIRED)
    .max(CLIENT_GROUP_NAME_MAX, `must be at most ${CLIENT_GROUP_NAME_MAX} characters`),
  is_active: z.boolean().default(true),
});
export type CreateClientGroupBody = z.input<typeof ZCreateClientGroupBody>;
export const ZCreateClientGroupResponse = z.object({ client_group_id: z.number().int() });
export type CreateClientGroupResponse = z.infer<typeof ZCreateClientGroupResponse>;

/** The group's number in GET /client-groups/{id} and POST /client-groups/{id}/members. */
export const ZClientGroupIdParams = z.strictObject({
  id: z.coerce
    .number('must be a client group number')
    .int('must be a client group number')
    .positive('must be a client group number')
    .max(2_147_483_647, 'must be a client group number'),
});
/** GET /client-groups/by-name/{name}: the group of that name (trimmed, ignoring case); 404 if none. */
export const ZClientGroupNameParams = z.strictObject({
  name: z.string().trim().min(1, CLIENT_GROUP_NAME_REQUIRED),
});
/** DELETE /client-groups/members/{member_id}: 204; 404 if no such member. */
export const ZClientGroupMemberIdParams = z.strictObject({
  member_id: z.coerce
    .number('must be a client group member number')
    .int('must be a client group member number')
    .positive('must be a client group member number')
    .max(2_147_483_647, 'must be a client group member number'),
});

/**
 * POST /client-groups/{id}/members: `member_name` trimmed, required. A name whose normalised form is
 * empty (only suffixes and punctuation), or equal to a member's of the same group ('Acme Title' beside
 * 'ACME Title, LLC'), answers 400 with a detail. Answers 201 with the member.
 */
export const ZAddClientGroupMemberBody = z.strictObject({
  member_name: z
    .string('is required')
    .trim()
    .min(1, 'is required')
    .max(CLIENT_GROUP_MEMBER_NAME_MAX, `must be at most ${CLIENT_GROUP_MEMBER_NAME_MAX} characters`),
});
export type AddClientGroupMemberBody = z.input<typeof ZAddClientGroupMemberBody>;
export const ZAddClientGroupMemberResponse = ZClientGroupMember;
