import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, pageCount, pageOffset, ZPage, ZPaged, ZSort } from './list-query.ts';

describe('ZPage', () => {
  it('reads page and page size from query text, starting at page 1 of 50', () => {
    expect(ZPage.parse({})).toEqual({ page: 1, page_size: 50 });
    expect(ZPage.parse({ page: '3', page_size: '25' })).toEqual({ page: 3, page_size: 25 });
  });

  it('refuses page 0, fractions and more rows than the largest page', () => {
    expect(ZPage.safeParse({ page: '0' }).success).toBe(false);
    expect(ZPage.safeParse({ page: '1.5' }).success).toBe(false);
    expect(ZPage.safeParse({ page: 'two' }).success).toBe(false);
    expect(ZPage.safeParse({ page_size: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
  });

  it('turns a page into the rows to skip and a total into pages', () => {
    expect(pageOffset({ page: 3, page_size: 25 })).toBe(50);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});

describe('ZSort', () => {
  const columns = ['name', 'open_date', 'revenue'] as const;

  it('accepts only the listed columns, in either direction', () => {
    const schema = ZSort(columns);
    expect(schema.parse({ sort: 'revenue', dir: 'asc' })).toEqual({ sort: 'revenue', dir: 'asc' });
    const refused = schema.safeParse({ sort: 'password' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('must be one of name, open_date, revenue');
    expect(schema.safeParse({ sort: 'name', dir: 'up' }).success).toBe(false);
  });

  it("without a default, no sort is the list's own order and the direction starts descending", () => {
    expect(ZSort(columns).parse({})).toEqual({ sort: undefined, dir: 'desc' });
  });

  it("fills in the screen's default sort", () => {
    expect(ZSort(columns, { sort: 'open_date', dir: 'desc' }).parse({})).toEqual({
      sort: 'open_date',
      dir: 'desc',
    });
  });
});

describe('ZPaged', () => {
  it('carries one page of rows and the whole count', () => {
    const schema = ZPaged(ZSort(['a']));
    expect(schema.safeParse({ rows: [], total: 0, page: 1, page_size: 50 }).success).toBe(true);
    expect(schema.safeParse({ rows: [], total: -1, page: 1, page_size: 50 }).success).toBe(false);
  });
});
