import type { ClientGroup, ClientGroupMember } from '@hub/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deleteRow } from '../../db/delete-row.ts';
import { clientGroupMembers, clientGroups } from '../../db/schema/index.ts';

export type ClientGroupRecord = Pick<
  typeof clientGroups.$inferSelect,
  'client_group_id' | 'name' | 'is_active'
>;
export type ClientGroupMemberRecord = ClientGroupMember & { client_group_id: number };

const GROUP = {
  client_group_id: clientGroups.client_group_id,
  name: clientGroups.name,
  is_active: clientGroups.is_active,
};
const MEMBER = {
  client_group_member_id: clientGroupMembers.client_group_member_id,
  client_group_id: clientGroupMembers.client_group_id,
  member_name: clientGroupMembers.member_name,
  normalized_member_name: clientGroupMembers.normalized_member_name,
};

/** The groups (only the active ones unless `includeInactive`), sorted by name ignoring case, then id. */
export function listClientGroupRecords(db: Executor, includeInactive: boolean): Promise<ClientGroupRecord[]> {
  return db
    .select(GROUP)
    .from(clientGroups)
    .where(includeInactive ? undefined : eq(clientGroups.is_active, true))
    .orderBy(sql`lower(${clientGroups.name})`, asc(clientGroups.client_group_id));
}

/** The members of these groups, sorted by member name ignoring case, then id. */
export function listMembersOf(db: Executor, groupIds: readonly number[]): Promise<ClientGroupMemberRecord[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select(MEMBER)
    .from(clientGroupMembers)
    .where(inArray(clientGroupMembers.client_group_id, [...groupIds]))
    .orderBy(sql`lower(${clientGroupMembers.member_name})`, asc(clientGroupMembers.client_group_member_id));
}

/** The groups with their members, in the order of `groups`. */
export async function withMembers(
  db: Executor,
  groups: readonly ClientGroupRecord[],
): Promise<ClientGroup[]> {
  const members = await listMembersOf(
    db,
    groups.map((g) => g.client_group_id),
  );
  return groups.map((group) => {
    const own = members
      .filter((m) => m.client_group_id === group.client_group_id)
      .map(({ client_group_id: _group, ...member }) => member);
    return { ...group, member_count: own.length, members: own };
  });
}

export async function findClientGroup(db: Executor, id: number): Promise<ClientGroupRecord | undefined> {
  const [row] = await db.select(GROUP).from(clientGroups).where(eq(clientGroups.client_group_id, id));
  return row;
}

/** The group of this name, ignoring case (names are trimmed when saved). */
export async function findClientGroupByName(
  db: Executor,
  name: string,
): Promise<ClientGroupRecord | undefined> {
  const [row] = await db
    .select(GROUP)
    .from(clientGroups)
    .where(sql`lower(${clientGroups.name}) = lower(${name})`)
    .orderBy(asc(clientGroups.client_group_id))
    .limit(1);
  return row;
}

export async function insertClientGroup(
  db: Executor,
  values: { name: string; is_active: boolean },
): Promise<ClientGroupRecord> {
  const [row] = await db.insert(clientGroups).values(values).returning(GROUP);
  if (!row) throw new Error('client group not created');
  return row;
}

export async function findMember(
  db: Executor,
  memberId: number,
): Promise<ClientGroupMemberRecord | undefined> {
  const [row] = await db
    .select(MEMBER)
    .from(clientGroupMembers)
    .where(eq(clientGroupMembers.client_group_member_id, memberId));
  return row;
}

/** The group's member whose normalised name is this one, if any. */
export async function findMemberByNormalized(
  db: Executor,
  groupId: number,
  normalized: string,
): Promise<ClientGroupMemberRecord | undefined> {
  const [row] = await db
    .select(MEMBER)
    .from(clientGroupMembers)
    .where(
      and(
        eq(clientGroupMembers.client_group_id, groupId),
        eq(clientGroupMembers.normalized_member_name, normalized),
      ),
    );
  return row;
}

export async function insertMember(
  db: Executor,
  values: { client_group_id: number; member_name: string; normalized_member_name: string },
): Promise<ClientGroupMemberRecord> {
  const [row] = await db.insert(clientGroupMembers).values(values).returning(MEMBER);
  if (!row) throw new Error('client group member not created');
  return row;
}

/** True when the member was there to remove. */
export function deleteMember(db: Executor, memberId: number): Promise<boolean> {
  return deleteRow(db, clientGroupMembers, clientGroupMembers.client_group_member_id, memberId);
}

/**
 * Every member of the active groups with its group's id and name, the groups in id order (the oldest
 * group first: a normalised name in two groups counts in the oldest).
 */
export function activeGroupMembers(
  db: Executor,
): Promise<{ client_group_id: number; name: string; normalized_member_name: string }[]> {
  return db
    .select({
      client_group_id: clientGroups.client_group_id,
      name: clientGroups.name,
      normalized_member_name: clientGroupMembers.normalized_member_name,
    })
    .from(clientGroupMembers)
    .innerJoin(clientGroups, eq(clientGroups.client_group_id, clientGroupMembers.client_group_id))
    .where(eq(clientGroups.is_active, true))
    .orderBy(asc(clientGroups.client_group_id), asc(clientGroupMembers.client_group_member_id));
}
