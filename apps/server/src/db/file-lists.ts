import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { branches, clients, employees, escFiles, jvEntities } from './schema/index.ts';

/**
 * The tables a query that lists or finds files joins, under the aliases its SQL uses. The file is
 * `f`, so that `fileReachCondition('f', reach)` (db/file-reach.ts: the files the user may see,
 * DOMAIN.md §9) sits in its where clause; its branch is `b`, its escrow officer `eo`, its marketing
 * rep `rep`, its directing client `dc` and its JV `jv`.
 */
export const fileTables = {
  f: alias(escFiles, 'f'),
  branch: alias(branches, 'b'),
  eo: alias(employees, 'eo'),
  rep: alias(employees, 'rep'),
  client: alias(clients, 'dc'),
  jv: alias(jvEntities, 'jv'),
};

/** A term taken literally inside LIKE: `%`, `_` and the escape character `\` match themselves. */
export function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%term%` folded as the search columns are (hub_fold: lower case, no accents). */
export function containsFolded(term: string): SQL {
  return sql`'%' || hub_fold(${likeLiteral(term)}) || '%'`;
}
