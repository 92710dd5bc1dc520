import type { Executor } from './client.ts';
import { auditLog } from './schema/index.ts';

export type AuditEntry = {
  actor: { id: number; email: string };
  action: 'create' | 'update' | 'delete';
  entity: string;
  entityId: string;
  /** What changed; never a password or a hash. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** One row of the audit log; call it inside the transaction that makes the change. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    user_id: entry.actor.id,
    user_email: entry.actor.email,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

type AuditValues = Record<string, unknown>;

/**
 * The audit rows of one kind of record (`entity`, the table) changed by one actor: its creation with
 * what it holds, a change with what it held and holds, its removal with what it held. Call them
 * inside the transaction that makes the change.
 *
 * ```ts
 * await auditTrail(tx, actor, 'branches').updated(after.uuid, before, after);
 * ```
 */
export function auditTrail(db: Executor, actor: AuditEntry['actor'], entity: string) {
  const write = (entry: Pick<AuditEntry, 'action' | 'entityId' | 'before' | 'after'>) =>
    recordAudit(db, { actor: { id: actor.id, email: actor.email }, entity, ...entry });
  return {
    created: (entityId: string, after: AuditValues) => write({ action: 'create', entityId, after }),
    updated: (entityId: string, before: AuditValues | null, after: AuditValues) =>
      write({ action: 'update', entityId, before, after }),
    deleted: (entityId: string, before: AuditValues) => write({ action: 'delete', entityId, before }),
  };
}
