import { describe, expect, it } from 'vitest';
import { ZRolesText } from './user.ts';

describe('ZRolesText', () => {
  it('tidies the comma-joined roles: trimmed, blanks and repeats dropped', () => {
    expect(ZRolesText.parse(' Sales , Sales-Assistant,,Sales')).toBe('Sales,Sales-Assistant');
    expect(ZRolesText.parse('')).toBe('');
  });

  it('refuses names that are not spelled exactly as spec 000 §6', () => {
    const result = ZRolesText.safeParse('Admin,super user,Root');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^unknown role 'super user', 'Root' \(roles are /);
  });
});
