import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '@/lib/search-params';
import { defaultNewClientsRange, newClientsRequest, ZNewClientsView } from './new-clients-view';

const view = (search: string) => parseSearchParams(ZNewClientsView, search);

describe('defaultNewClientsRange', () => {
  it('runs from the first of the month to today, in Los Angeles', () => {
    // 02:30 on 1 April in UTC is still 31 March in Los Angeles.
    expect(defaultNewClientsRange(new Date('2030-04-01T02:30:00Z'))).toEqual({
      start_date: '2030-03-01',
      end_date: '2030-03-31',
    });
    expect(defaultNewClientsRange(new Date('2030-04-15T19:00:00Z'))).toEqual({
      start_date: '2030-04-01',
      end_date: '2030-04-15',
    });
  });
});

describe('newClientsRequest', () => {
  it('asks the server for the range and the rep in the address', () => {
    const rep = '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69';
    expect(newClientsRequest(view(`start_date=2030-03-01&end_date=2030-03-31&rep_uuid=${rep}`))).toEqual({
      query: { start_date: '2030-03-01', end_date: '2030-03-31', marketing_rep_uuid: rep },
      problems: null,
    });
    expect(newClientsRequest(view('start_date=2030-03-01&end_date=2030-03-01')).query).toEqual({
      start_date: '2030-03-01',
      end_date: '2030-03-01',
    });
  });

  it('asks nothing for a missing, malformed or reversed range, and says why at the field', () => {
    expect(newClientsRequest(view('end_date=2030-03-31'))).toEqual({
      query: null,
      problems: { start_date: 'is required' },
    });
    expect(newClientsRequest(view('start_date=2030-03-31&end_date=2030-03-01')).problems).toEqual({
      end_date: 'must be on or after start_date',
    });
    expect(newClientsRequest(view('start_date=2030-02-30&end_date=2030-03-01')).problems).toHaveProperty(
      'start_date',
    );
    expect(
      newClientsRequest(view('start_date=2030-03-01&end_date=2030-03-31&rep_uuid=rita')).problems,
    ).toEqual({
      rep_uuid: 'must be the uuid of a marketing rep',
    });
  });
});
