import type { EmployeeJvLink } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmAction } from '@/lib/confirm';
import { storedJv } from '@/test/records';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { NO_JV_LINKS } from './jv-links/jv-link-values';
import { JvLinksPanel } from './jv-links-panel';

vi.mock('@/lib/confirm', () => ({ confirmAction: vi.fn(async () => false) }));
const confirm = vi.mocked(confirmAction);

const EMPLOYEE = '3f6c1d2e-8a4b-4c5d-9e0f-1a2b3c4d5e6f';
const LINKS_URL = `/api/employees/${EMPLOYEE}/jvs`;

// A JV of the active JVs list (the picker shares the JV list's query).
const jv = (jv_id: number, name: string, st: string | null = 'AZ') =>
  storedJv({ jv_id, uuid: `00000000-0000-4000-8000-${String(jv_id).padStart(12, '0')}`, name, st });
const saguaro = jv(1, 'Saguaro Title');
const camelback = jv(2, 'Camelback Title');
const desert = jv(3, 'Desert Title', 'NV');

const linkTo = (entity: ReturnType<typeof jv>, linkId: number, isPrimary: boolean): EmployeeJvLink => ({
  link_id: linkId,
  jv_id: entity.jv_id,
  jv_uuid: entity.uuid,
  jv_name: entity.name,
  st: entity.st,
  is_primary: isPrimary,
  start_date: '2025-03-01',
  end_date: null,
});

type Call = { url: string; method: string; body: unknown };

function fakeServer(
  links: EmployeeJvLink[],
  onWrite: (call: Call) => Response = () => jsonResponse({}, 500),
) {
  const writes: Call[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/jv-entities')) {
      expect(url).toBe('/api/jv-entities?active=true');
      return jsonResponse([saguaro, camelback, desert]);
    }
    if (method === 'GET') return jsonResponse(links);
    const call = { url, method, body: init.body ? JSON.parse(String(init.body)) : null };
    writes.push(call);
    return onWrite(call);
  });
  return writes;
}

function renderPanel() {
  storeToken();
  renderWithProviders(<JvLinksPanel employeeUuid={EMPLOYEE} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  confirm.mockReset();
});

describe('JvLinksPanel', () => {
  it('shows the empty state and offers every active JV', async () => {
    fakeServer([]);
    renderPanel();
    expect(await screen.findByText(NO_JV_LINKS)).toBeTruthy();
    const select = screen.getByLabelText('JV') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(4));
    expect([...select.options].map((o) => o.text)).toEqual([
      'Select a JV…',
      'Camelback Title (AZ)',
      'Desert Title (NV)',
      'Saguaro Title (AZ)',
    ]);
  });

  it('lists links with state, dates and the primary one marked; linked JVs are not offered again', async () => {
    fakeServer([linkTo(saguaro, 10, true), linkTo(desert, 11, false)]);
    renderPanel();
    const row = await screen.findByRole('row', { name: 'Saguaro Title' });
    expect(within(row).getByText('Primary')).toBeTruthy();
    expect(within(row).getByText('03/01/2025')).toBeTruthy();
    expect((within(row).getByLabelText('Primary: Saguaro Title') as HTMLInputElement).checked).toBe(true);
    const other = screen.getByRole('row', { name: 'Desert Title' });
    expect(within(other).queryByText('Primary')).toBeNull();
    expect(within(other).getByText('NV')).toBeTruthy();
    const select = screen.getByLabelText('JV') as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((o) => o.text)).toEqual(['Select a JV…', 'Camelback Title (AZ)']),
    );
  });

  it('adds the chosen JV, as primary when asked', async () => {
    const writes = fakeServer([], () => jsonResponse(linkTo(camelback, 12, true), 201));
    renderPanel();
    await screen.findByText(NO_JV_LINKS);
    const add = screen.getByRole('button', { name: 'Add JV' }) as HTMLButtonElement;
    const select = screen.getByLabelText('JV') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    // No JV chosen: the contract's message at the field, and nothing sent.
    fireEvent.click(add);
    expect(await screen.findByText('Choose a JV')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([]);
    fireEvent.change(select, { target: { value: camelback.uuid } });
    expect(screen.queryByText('Choose a JV')).toBeNull();
    fireEvent.click(screen.getByLabelText('Primary'));
    fireEvent.click(add);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: LINKS_URL,
      method: 'POST',
      body: { jv_uuid: camelback.uuid, is_primary: true },
    });
  });

  it("shows the server's reason when adding fails, else the spec text", async () => {
    fakeServer([], () =>
      jsonResponse({ detail: 'This employee is already linked to Camelback Title.' }, 409),
    );
    renderPanel();
    const select = screen.getByLabelText('JV') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    fireEvent.change(select, { target: { value: camelback.uuid } });
    fireEvent.click(screen.getByRole('button', { name: 'Add JV' }));
    expect(await screen.findByText('This employee is already linked to Camelback Title.')).toBeTruthy();
  });

  it('sets another link primary, and says so when that fails', async () => {
    const writes = fakeServer([linkTo(saguaro, 10, true), linkTo(desert, 11, false)]);
    renderPanel();
    const radio = await screen.findByLabelText('Primary: Desert Title');
    fireEvent.click(radio);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ url: `${LINKS_URL}/11`, method: 'PATCH', body: { is_primary: true } });
    expect(await screen.findByText('Failed to update JV link')).toBeTruthy();
  });

  it('removes a link only after confirmation, and says so when that fails', async () => {
    const writes = fakeServer([linkTo(saguaro, 10, true)]);
    renderPanel();
    const remove = await screen.findByRole('button', { name: 'Remove Saguaro Title' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Remove this JV relationship?', { confirmLabel: 'Remove' });
    expect(writes).toEqual([]);

    confirm.mockResolvedValue(true);
    fireEvent.click(remove);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ url: `${LINKS_URL}/10`, method: 'DELETE', body: null });
    expect(await screen.findByText('Failed to remove JV link')).toBeTruthy();
  });
});
