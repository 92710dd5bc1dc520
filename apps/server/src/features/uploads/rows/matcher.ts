import { stripAgencySuffix } from '@hub/domain';
import { nameKey } from './cells.ts';

type Candidate = { id: number; state: string | null };

/** Finds a record by any of its names, ignoring case and spaces; preferring the row's state on a tie. */
export class Matcher {
  readonly #byKey = new Map<string, Candidate[]>();
  readonly #what: string;

  constructor(what: string) {
    this.#what = what;
  }

  add(id: number, state: string | null, ...names: (string | null | undefined)[]): void {
    for (const name of names) {
      if (!name?.trim()) continue;
      const key = nameKey(name);
      const list = this.#byKey.get(key) ?? [];
      if (!list.some((c) => c.id === id)) list.push({ id, state });
      this.#byKey.set(key, list);
    }
  }

  /** The record (its id and state), or why there is none. */
  find(text: string, state: string | null): Candidate | { problem: string } {
    const found = this.#byKey.get(nameKey(text)) ?? [];
    if (found.length === 0) return { problem: `matches no ${this.#what}` };
    if (found.length === 1 && found[0]) return found[0];
    const sameState = found.filter((c) => c.state === state);
    if (sameState.length === 1 && sameState[0]) return sameState[0];
    return { problem: `matches more than one ${this.#what}` };
  }
}

export type BranchForMatching = {
  branch_id: number;
  code: string | null;
  name: string;
  alias: string | null;
  state: string;
};
export type PersonForMatching = {
  employee_id: number;
  first_name: string;
  last_name: string;
  srch_str1: string | null;
  srch_str2: string | null;
  srch_str3: string | null;
  state: string;
};
export type JvForMatching = { jv_id: number; name: string; alias: string | null; st: string | null };

/** Branches by code, full name, name without the agency suffix, or alias. */
export function branchMatcher(branches: readonly BranchForMatching[]): Matcher {
  const matcher = new Matcher('branch');
  for (const b of branches)
    matcher.add(b.branch_id, b.state, b.code, b.name, stripAgencySuffix(b.name), b.alias);
  return matcher;
}

/** Employees by 'First Last', 'Last, First' or an alternate matcher srch_str1..3 (DOMAIN.md §1). */
export function personMatcher(people: readonly PersonForMatching[]): Matcher {
  const matcher = new Matcher('employee');
  for (const p of people) {
    matcher.add(
      p.employee_id,
      p.state,
      `${p.first_name} ${p.last_name}`,
      `${p.last_name}, ${p.first_name}`,
      p.srch_str1,
      p.srch_str2,
      p.srch_str3,
    );
  }
  return matcher;
}

/** JVs by name or alias. */
export function jvMatcher(jvs: readonly JvForMatching[]): Matcher {
  const matcher = new Matcher('JV');
  for (const jv of jvs) matcher.add(jv.jv_id, jv.st, jv.name, jv.alias);
  return matcher;
}
