import type {
  ClientGroup,
  ClientGroupMember,
  ClientGroupsResponse,
  CreateClientGroupResponse,
} from '@hub/contract';
import { normalizeName } from '@hub/domain';
import { auditTrail } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors/http-error.ts';
import {
  deleteMember,
  findClientGroup,
  findClientGroupByName,
  findMember,
  findMemberByNormalized,
  insertClientGroup,
  insertMember,
  listClientGroupRecords,
  withMembers,
} from './repository.ts';

/**
 * Client groups (spec 001 §2 "JV client trend", DOMAIN.md §6b): global lists of client names (no
 * state), kept by administrators (the access table); every write is audited.
 */
export const CLIENT_GROUP_NOT_FOUND = 'Client group not found.';
export const CLIENT_GROUP_MEMBER_NOT_FOUND = 'Client group member not found.';
export const duplicateGroupDetail = (name: string) => `A client group named '${name}' already exists.`;
export const emptyMemberDetail = (name: string) =>
  `'${name}' has no name left to match once normalised (only company suffixes and punctuation).`;
export const duplicateMemberDetail = (name: string, existing: string, group: string) =>
  `'${name}' is already in ${group} as '${existing}' (the same name once normalised).`;

const GROUPS = 'client_groups';
const MEMBERS = 'client_group_members';
const actor = (user: CurrentUser) => ({ id: user.id, email: user.email });

export async function listClientGroups(db: Db, includeInactive: boolean): Promise<ClientGroupsResponse> {
  return withMembers(db, await listClientGroupRecords(db, includeInactive));
}

export async function getClientGroup(db: Db, id: number): Promise<ClientGroup> {
  const group = await findClientGroup(db, id);
  if (!group) throw notFound(CLIENT_GROUP_NOT_FOUND);
  const [found] = await withMembers(db, [group]);
  if (!found) throw notFound(CLIENT_GROUP_NOT_FOUND);
  return found;
}

/** The group of this name (trimmed, ignoring case); 404 if none. */
export async function getClientGroupByName(db: Db, name: string): Promise<ClientGroup> {
  const group = await findClientGroupByName(db, name.trim());
  if (!group) throw notFound(CLIENT_GROUP_NOT_FOUND);
  return getClientGroup(db, group.client_group_id);
}

/** A new group; a name another group has (ignoring case) is a 409 with a detail. */
export async function createClientGroup(
  db: Db,
  user: CurrentUser,
  body: { name: string; is_active: boolean },
): Promise<CreateClientGroupResponse> {
  return db.transaction(async (tx) => {
    const existing = await findClientGroupByName(tx, body.name);
    if (existing) throw conflict(duplicateGroupDetail(existing.name));
    const created = await insertClientGroup(tx, body);
    await auditTrail(tx, actor(user), GROUPS).created(String(created.client_group_id), created);
    return { client_group_id: created.client_group_id };
  });
}

/**
 * Adds a client name to a group, normalised as fraud matching normalises names (DOMAIN.md §7). A name
 * that normalises to nothing, or to a member's normalised name of the same group ('Acme Title' beside
 * 'ACME Title, LLC'), is a 400 with a detail; an unknown group a 404.
 */
export async function addClientGroupMember(
  db: Db,
  user: CurrentUser,
  groupId: number,
  memberName: string,
): Promise<ClientGroupMember> {
  const normalized = normalizeName(memberName);
  if (normalized === '') throw badRequest(emptyMemberDetail(memberName));
  return db.transaction(async (tx) => {
    const group = await findClientGroup(tx, groupId);
    if (!group) throw notFound(CLIENT_GROUP_NOT_FOUND);
    const twin = await findMemberByNormalized(tx, groupId, normalized);
    if (twin) throw badRequest(duplicateMemberDetail(memberName, twin.member_name, group.name));
    const { client_group_id: _group, ...member } = await insertMember(tx, {
      client_group_id: groupId,
      member_name: memberName,
      normalized_member_name: normalized,
    });
    await auditTrail(tx, actor(user), MEMBERS).created(String(member.client_group_member_id), {
      ...member,
      client_group_id: groupId,
    });
    return member;
  });
}

export async function removeClientGroupMember(db: Db, user: CurrentUser, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await findMember(tx, memberId);
    if (!member) throw notFound(CLIENT_GROUP_MEMBER_NOT_FOUND);
    // Someone else may have removed it since it was read.
    if (!(await deleteMember(tx, memberId))) throw notFound(CLIENT_GROUP_MEMBER_NOT_FOUND);
    await auditTrail(tx, actor(user), MEMBERS).deleted(String(memberId), member);
  });
}
