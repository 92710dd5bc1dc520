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
