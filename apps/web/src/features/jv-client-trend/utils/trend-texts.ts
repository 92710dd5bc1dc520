import {
  CLIENT_GROUP_NAME_REQUIRED,
  CLIENT_GROUP_SELECT_FIRST,
  JV_CLIENT_TREND_EMAIL_QUEUED,
} from '@hub/contract';
import { isApiError } from '@/lib/api-client';

/**
 * Spec 001 §5 and §8: the JV client trend's texts, written once. The server's `detail` is preferred
 * over each failure text (`errorDetail` of lib/api-client); the e-mail's failure also falls back on the error's message.
 */

/** The trend failed to load (the server's detail first). */
export const TREND_FAILED = 'Failed to load report';
/** §5: creating a group needs a name. */
export const GROUP_NAME_REQUIRED = CLIENT_GROUP_NAME_REQUIRED;
/** §5: adding a member needs a selected group. */
export const SELECT_GROUP_FIRST = CLIENT_GROUP_SELECT_FIRST;
/** Adding a member needs a name (the screen's own words; the spec names none). */
export const MEMBER_NAME_REQUIRED = 'Enter a client name first.';
/** §8: the group failures. */
export const GROUP_LOAD_FAILED = 'Failed to load group';
export const GROUPS_LOAD_FAILED = 'Failed to load groups';
export const ADD_MEMBER_FAILED = 'Failed to add member to group';
export const CREATE_GROUP_FAILED = 'Failed to create group or add member';
export const REMOVE_MEMBER_FAILED = 'Failed to remove member';
/** The confirmation before a member is removed (§5: removing a member needs confirmation). */
export const REMOVE_MEMBER_QUESTION = (member: string, group: string) =>
  `Remove ${member} from the group ${group}?`;
/** §4, §8: the Email XLS action's answer, shown for {@link EMAIL_STATUS_MS}. */
export const EMAIL_QUEUED = JV_CLIENT_TREND_EMAIL_QUEUED;
export const EMAIL_FAILED = 'Failed to queue email';
/** §9: the Email XLS status shows 4 seconds. */
export const EMAIL_STATUS_MS = 4000;

/** §8 Email: the server's detail, else the error's message, else 'Failed to queue email'. */
export function emailFailureText(error: unknown): string {
  if (isApiError(error) && error.detail) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return EMAIL_FAILED;
}

/** §5: why a group cannot be created with this name, or null when it can. */
export function groupNameProblem(name: string): string | null {
  return name.trim() === '' ? GROUP_NAME_REQUIRED : null;
}

/** §5: why a member cannot be added (no selected group first, then no name), or null when it can. */
export function memberProblem(groupId: number | null, name: string): string | null {
  if (groupId === null) return SELECT_GROUP_FIRST;
  if (name.trim() === '') return MEMBER_NAME_REQUIRED;
  return null;
}
