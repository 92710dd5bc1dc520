import { type GetRolesLiveResponse, SESSION_DETAILS } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { chooseRootView, type LiveRoleCheck } from './choose-root-view';

const VIEWED = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const claims = { view_employee_uuid: null };
const live = (roles: string, extra: Partial<GetRolesLiveResponse> = {}): LiveRoleCheck => ({
  status: 'success',
  data: { roles, is_active: true, state: 'AZ', ...extra },
});

describe('chooseRootView (spec 000 §2 Root dashboard)', () => {
  it('sends a visitor without a token to /login', () => {
    expect(chooseRootView({ status: 'pending' }, null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(chooseRootView(live('Super User'), null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it("shows 'Checking access…' while the live check is pending", () => {
    expect(chooseRootView({ status: 'pending' }, claims)).toEqual({ kind: 'checking' });
  });

  it('sends a 401 or 403 answer to /login', () => {
    expect(chooseRootView({ status: 'error', httpStatus: 401 }, claims)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(chooseRootView({ status: 'error', httpStatus: 403 }, claims)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    const ended = { status: 'error', httpStatus: 401, detail: SESSION_DETAILS.sessionEnded } as const;
    expect(chooseRootView(ended, claims)).toEqual({ kind: 'redirect', to: '/login' });
    const forbidden = { status: 'error', httpStatus: 403, detail: SESSION_DETAILS.forbidden } as const;
    expect(chooseRootView(forbidden, claims)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it("sends the server's 403 for an inactive account to /not-authorized", () => {
    const inactive = { status: 'error', httpStatus: 403, detail: SESSION_DETAILS.inactive } as const;
    expect(chooseRootView(inactive, claims)).toEqual({ kind: 'redirect', to: '/not-authorized' });
  });

  it('sends any other failed check to /not-authorized', () => {
    for (const httpStatus of [500, 404, 0, null]) {
      expect(chooseRootView({ status: 'error', httpStatus }, claims)).toEqual({
        kind: 'redirect',
        to: '/not-authorized',
      });
    }
  });

  it('sends an inactive user to /not-authorized, whatever the roles', () => {
    expect(chooseRootView(live('Super User', { is_active: false }), claims)).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
    });
    expect(chooseRootView(live('Sales', { is_active: false }), claims)).toEqual({
      kind: 'redirect',
      to: '/not-authorized',
    });
  });

  it("sends a Sales-Assistant viewing a rep to that rep's /SalesDashboard", () => {
    expect(chooseRootView(live('Sales-Assistant'), { view_employee_uuid: VIEWED })).toEqual({
      kind: 'redirect',
      to: `/SalesDashboard?employee_uuid=${VIEWED}`,
    });
  });

  it('shows the sales dashboard to Sales and to a Sales-Assistant viewing nobody', () => {
    expect(chooseRootView(live('Sales'), claims)).toEqual({ kind: 'sales' });
    expect(chooseRootView(live('Sales-Assistant'), claims)).toEqual({ kind: 'sales' });
  });

  it('ignores view_employee_uuid for a plain Sales user', () => {
    expect(chooseRootView(live('Sales'), { view_employee_uuid: VIEWED })).toEqual({ kind: 'sales' });
  });

  it('shows the escrow dashboard to Escrow and Escrow Officer', () => {
    expect(chooseRootView(live('Escrow'), claims)).toEqual({ kind: 'escrow' });
    expect(chooseRootView(live('Escrow Officer'), claims)).toEqual({ kind: 'escrow' });
  });

  it('matches roles by case-insensitive substring in the comma-joined string', () => {
    expect(chooseRootView(live('banking,SALES'), claims)).toEqual({ kind: 'sales' });
    expect(chooseRootView(live('Graphics, escrow officer'), claims)).toEqual({ kind: 'escrow' });
  });

  it('shows the launcher to every other role, and to a user with no roles', () => {
    for (const roles of ['Super User', 'State Super User', 'Admin', 'Banking', 'Graphics', '']) {
      expect(chooseRootView(live(roles), claims)).toEqual({ kind: 'launcher' });
    }
  });

  it('decides by the live roles, not by what the token once said', () => {
    // The token may still list Sales; the live answer says Admin now.
    expect(chooseRootView(live('Admin'), { view_employee_uuid: VIEWED })).toEqual({ kind: 'launcher' });
  });
});
