import { type GetNewClientsQuery, ZGetNewClientsQuery, ZSort } from '@hub/contract';
import { firstDayOfMonth, type IsoDate, todayInLA } from '@hub/domain';
import { type SearchValues, ZSearchText } from '@/lib/search-params';

/** The table's sortable columns; without a sort the server's order (company, then individual name). */
export const NEW_CLIENT_SORTS = ['company', 'individual', 'first_file', 'files'] as const;

/**
 * The address of /reports/new-clients (spec 001 §2): ?start_date=&end_date=&rep_uuid=, plus the sort.
 * Dates are kept as typed; {@link newClientsRequest} checks them with the contract's schema.
 */
export const ZNewClientsView = ZSort(NEW_CLIENT_SORTS).extend({
  start_date: ZSearchText,
  end_date: ZSearchText,
  rep_uuid: ZSearchText,
});
export type NewClientsView = SearchValues<typeof ZNewClientsView>;

/** The default range: the first of the current month to today, in Los Angeles (spec 001 §2, §9). */
export function defaultNewClientsRange(now: Date = new Date()): { start_date: IsoDate; end_date: IsoDate } {
  const today = todayInLA(now);
  return { start_date: firstDayOfMonth(today), end_date: today };
}

export type NewClientsField = 'start_date' | 'end_date' | 'rep_uuid';

/** The server's query for the view, or why there is none yet (said at the field, in the contract's words). */
export type NewClientsRequest =
  | { query: GetNewClientsQuery; problems: null }
  | { query: null; problems: Partial<Record<NewClientsField, string>> };

export function newClientsRequest(view: NewClientsView): NewClientsRequest {
  const parsed = ZGetNewClientsQuery.safeParse({
    start_date: view.start_date || undefined,
    end_date: view.end_date || undefined,
    ...(view.rep_uuid ? { marketing_rep_uuid: view.rep_uuid } : {}),
  });
  if (parsed.success) return { query: parsed.data, problems: null };
  const problems: Partial<Record<NewClientsField, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'marketing_rep_uuid' ? 'rep_uuid' : issue.path[0];
    if ((key === 'start_date' || key === 'end_date' || key === 'rep_uuid') && !problems[key]) {
      problems[key] = issue.message;
    }
  }
  return { query: null, problems };
}
