import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('writes demo data on an empty database by default, but never unasked in production', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('takes an smtp:// or smtps:// SMTP_URL, and nothing else; unset or empty writes .eml files', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://hub:secret@mail.example:587' }).SMTP_URL).toBe(
      'smtp://hub:secret@mail.example:587',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example' }).SMTP_URL).toBe('smtps://mail.example');
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('refuses a value it does not know', () => {
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});
