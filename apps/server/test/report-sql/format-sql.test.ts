import { describe, expect, it } from 'vitest';
import { formatParams, formatSql } from './format-sql.ts';

describe('formatSql', () => {
  it('puts each clause on a line, the items of a select list one a line', () => {
    expect(
      formatSql(
        'select r.branch_id, coalesce(sum(r.opens), 0)::int as "opens" from revenue_rollups r where r.grain = $1 and r.state = $2 group by r.branch_id order by r.branch_id limit $3',
      ),
    ).toBe(
      [
        'select r.branch_id,',
        '  coalesce(sum(r.opens), 0)::int as "opens"',
        'from revenue_rollups r',
        'where r.grain = $1',
        '  and r.state = $2',
        'group by r.branch_id',
        'order by r.branch_id',
        'limit $3',
      ].join('\n'),
    );
  });

  it("keeps a filter's where, a between's and and a function's commas on their line", () => {
    expect(
      formatSql(
        'select sum(r.opens) filter (where r.day between $1::date and $2::date) as "a", concat_ws(\' \', e.first, e.last) from r where r.day between $3 and $4',
      ),
    ).toBe(
      [
        'select sum(r.opens) filter (where r.day between $1::date and $2::date) as "a",',
        "  concat_ws(' ', e.first, e.last)",
        'from r',
        'where r.day between $3 and $4',
      ].join('\n'),
    );
  });

  it('indents a subquery by its parentheses and joins on lines of their own', () => {
    expect(
      formatSql(
        'with s as (select f.id from esc_files f where f.x = 1) select s.id from s left join branches b on b.id = s.id where exists (select 1 from t where t.id = s.id)',
      ),
    ).toBe(
      [
        'with s as (',
        '  select f.id',
        '  from esc_files f',
        '  where f.x = 1)',
        'select s.id',
        'from s',
        'left join branches b on b.id = s.id',
        'where exists (',
        '  select 1',
        '  from t',
        '  where t.id = s.id)',
      ].join('\n'),
    );
  });

  it('changes nothing inside quotes, and only whitespace outside them', () => {
    const statement = `select 'a  from  b', "odd ""name""  here"\n\tfrom   t  where x = 'it''s'`;
    const formatted = formatSql(statement);
    expect(formatted).toBe(
      [`select 'a  from  b',`, `  "odd ""name""  here"`, 'from t', "where x = 'it''s'"].join('\n'),
    );
    expect(formatted.replace(/\s+/g, '')).toBe(statement.replace(/\s+/g, ''));
  });

  it('reads clause words only as whole words, in any case', () => {
    expect(formatSql('SELECT fromage, selected FROM t ORDER BY fromage')).toBe(
      ['SELECT fromage,', '  selected', 'FROM t', 'ORDER BY fromage'].join('\n'),
    );
  });
});

describe('formatParams', () => {
  it('writes each parameter as an SQL literal in a comment', () => {
    expect(formatParams(['AZ', 2, true, null, "O'Hara", '{1,2}'])).toEqual([
      "-- $1 = 'AZ'",
      '-- $2 = 2',
      '-- $3 = true',
      '-- $4 = null',
      "-- $5 = 'O''Hara'",
      "-- $6 = '{1,2}'",
    ]);
  });
});
