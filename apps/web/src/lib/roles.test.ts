import { describe, expect, it } from 'vitest';
import {
  canSeeAdminMenu,
  canSeeRepDashboard,
  hasRole,
  isEscrow,
  isSales,
  isSalesAssistant,
  isSuper,
} from './roles';

describe('role checks (case-insensitive substring, spec 000 §6)', () => {
  it('reads the live comma-joined string and the token list alike', () => {
    expect(hasRole('Admin,State Super User', 'super')).toBe(true);
    expect(hasRole(['Banking', 'State Super User'], 'SUPER')).toBe(true);
    expect(hasRole('Banking', 'super')).toBe(false);
    expect(hasRole(null, 'super')).toBe(false);
    expect(hasRole('Admin', '')).toBe(false);
  });

  it('names the role families', () => {
    expect(isSuper('Super User')).toBe(true);
    expect(isSuper('State Super User')).toBe(true);
    expect(isSales('Sales-Assistant')).toBe(true);
    expect(isSalesAssistant('Sales')).toBe(false);
    expect(isSalesAssistant('sales-assistant')).toBe(true);
    expect(isEscrow('Escrow Officer')).toBe(true);
    expect(isEscrow('Escrow')).toBe(true);
  });

  it('hides Admin and Reports from sales and escrow roles unless they are also super or admin', () => {
    for (const roles of ['Sales', 'Sales-Assistant', 'Escrow', 'Escrow Officer', 'Sales,Banking']) {
      expect(canSeeAdminMenu(roles), roles).toBe(false);
    }
    for (const roles of [
      'Super User',
      'State Super User',
      'Admin',
      'Banking',
      'Graphics',
      '',
      'Admin,Sales',
    ]) {
      expect(canSeeAdminMenu(roles), roles).toBe(true);
    }
  });

  it('shows Rep Dashboard to super and sales roles only', () => {
    for (const roles of ['Super User', 'State Super User', 'Sales', 'Sales-Assistant']) {
      expect(canSeeRepDashboard(roles), roles).toBe(true);
    }
    for (const roles of ['Admin', 'Banking', 'Escrow Officer', 'Graphics', '']) {
      expect(canSeeRepDashboard(roles), roles).toBe(false);
    }
  });
});
