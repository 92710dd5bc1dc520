import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/users/1/password?password=hunter22')).toBe(
      `/api/users/1/password?password=${REDACTED}`,
    );
    expect(redactUrl('/x?a=1&PASSWORD=p&b=2&access_token=t#f')).toBe(
      `/x?a=1&PASSWORD=${REDACTED}&b=2&access_token=${REDACTED}#f`,
    );
    expect(redactUrl('/reports?state=AZ')).toBe('/reports?state=AZ');
    expect(redactUrl('/x?new_password=p')).toBe('/x?new_password=p');
  });
});
