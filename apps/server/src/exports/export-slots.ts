import { tooManyRequests } from '../plugins/errors/http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The slots exports take while they run (config EXPORTS_PER_USER, EXPORTS_TOTAL). */
    exportSlots: ExportSlots;
  }
}

/** The 429's detail when every slot an export could take is busy. */
export const EXPORTS_BUSY = 'Too many exports are running; try again when one has finished.';

/** Seconds the 429 asks the caller to wait before asking again (Retry-After). */
export const EXPORTS_RETRY_AFTER_SECONDS = 10;

export type ExportLimits = {
  /** Downloads one user may have running at once. */
  perUser: number;
  /** Downloads running at once for everyone together. */
  overall: number;
};

/**
 * How many exports run at once, per user and overall (issue 17 #10): a long download reads the
 * database page after page for a minute, so eight of them by one user slowed every other call. An
 * export takes a slot before its first query and gives it back when its download ends, fails or the
 * client goes away; with no slot free the caller gets 429 with a detail and Retry-After.
 */
export class ExportSlots {
  readonly limits: ExportLimits;
  #overall = 0;
  readonly #byUser = new Map<string, number>();

  constructor(limits: ExportLimits) {
    this.limits = limits;
  }

  /** Exports running now, overall or for one user. */
  running(user?: string): number {
    return user === undefined ? this.#overall : (this.#byUser.get(user) ?? 0);
  }

  /**
   * Takes a slot for `user`, or throws the 429 when none is free. Answers the slot's release, which
   * may be called any number of times (only the first gives the slot back).
   */
  acquire(user: string): () => void {
    const mine = this.running(user);
    if (mine >= this.limits.perUser || this.#overall >= this.limits.overall) {
      throw tooManyRequests(EXPORTS_BUSY, EXPORTS_RETRY_AFTER_SECONDS);
    }
    this.#overall += 1;
    this.#byUser.set(user, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#overall -= 1;
      const left = this.running(user) - 1;
      if (left > 0) this.#byUser.set(user, left);
      else this.#byUser.delete(user);
    };
  }
}
