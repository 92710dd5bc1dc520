import { ZPage, ZSort, ZStateCode } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { parseSearchParams, writeSearchParams, ZSearchFlag, ZSearchText } from './search-params';

const ZOrdersView = ZSort(['open_date', 'revenue', 'name'], { sort: 'open_date', dir: 'desc' })
  .extend(ZPage.shape)
  .extend({ state: ZStateCode.optional(), inactive: ZSearchFlag, q: ZSearchText });

/** The view of an address that says nothing: the screen's defaults. */
const DEFAULTS = {
  sort: 'open_date',
  dir: 'desc',
  page: 1,
  page_size: 50,
  state: undefined,
  inactive: false,
  q: '',
};

describe('parseSearchParams', () => {
  it("reads a copied link's filters, sort and page", () => {
    expect(
      parseSearchParams(ZOrdersView, '?sort=revenue&dir=asc&page=3&page_size=25&state=nv&inactive=1&q=smith'),
    ).toEqual({
      sort: 'revenue',
      dir: 'asc',
      page: 3,
      page_size: 25,
      state: 'NV',
      inactive: true,
      q: 'smith',
    });
  });

  it("gives the screen's defaults for an empty address", () => {
    expect(parseSearchParams(ZOrdersView, '')).toEqual(DEFAULTS);
  });

  it('lets each bad value fall back to its default without losing the good ones', () => {
    expect(
      parseSearchParams(
        ZOrdersView,
        'sort=password&dir=sideways&page=-2&page_size=9999&state=ZZ&inactive=maybe&q=ok',
      ),
    ).toEqual({ ...DEFAULTS, q: 'ok' });
  });
});

describe('writeSearchParams', () => {
  it('writes only what differs from the defaults, so the link stays short', () => {
    const params = writeSearchParams(ZOrdersView, {
      sort: 'open_date',
      dir: 'asc',
      page: 1,
      page_size: 50,
      inactive: true,
      q: '',
    });
    expect(params.toString()).toBe('dir=asc&inactive=1');
  });

  it('keeps parameters the screen does not own and drops a value set back to its default', () => {
    const params = writeSearchParams(
      ZOrdersView,
      { state: 'AZ', inactive: false },
      'next=%2Freports&inactive=1',
    );
    expect(params.toString()).toBe('next=%2Freports&state=AZ');
  });

  it('reads back what it wrote', () => {
    const view = parseSearchParams(ZOrdersView, 'sort=name&dir=asc&page=2&state=NV&q=a%26b');
    expect(parseSearchParams(ZOrdersView, writeSearchParams(ZOrdersView, view))).toEqual(view);
  });
});
