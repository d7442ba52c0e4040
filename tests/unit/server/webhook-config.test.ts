import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '#server/config.ts';

// WEBHOOK_URL and WEBHOOK_SECRET (docs/configuration.md): both or neither, checked at start-up; the error names
// the variable and never repeats the secret.

const SECRET = 'a-webhook-secret-of-32-characters!';

describe('the webhook configuration', () => {
  it('is off by default, and on with an http(s) URL and a secret of 32 characters or more', () => {
    expect(loadConfig({}).webhook).toBeUndefined();
    expect(loadConfig({ WEBHOOK_URL: '', WEBHOOK_SECRET: '' }).webhook).toBeUndefined();
    expect(loadConfig({ WEBHOOK_URL: 'https://crm.example.mn/hooks/site', WEBHOOK_SECRET: SECRET }).webhook).toEqual({
      url: 'https://crm.example.mn/hooks/site',
      secret: SECRET,
    });
  });

  it.each([
    [{ WEBHOOK_URL: 'https://crm.example.mn/hook' }, /WEBHOOK_URL: needs WEBHOOK_SECRET too/],
    [{ WEBHOOK_SECRET: SECRET }, /WEBHOOK_SECRET: needs WEBHOOK_URL too/],
    [{ WEBHOOK_URL: 'ftp://crm.example.mn/hook', WEBHOOK_SECRET: SECRET }, /WEBHOOK_URL: must be an http/],
    [{ WEBHOOK_URL: 'https://crm.example.mn/hook', WEBHOOK_SECRET: 'short-secret' }, /WEBHOOK_SECRET: must be at/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats the secret in its error', () => {
    expect(() => loadConfig({ WEBHOOK_SECRET: SECRET })).toThrow(expect.not.stringContaining(SECRET) as never);
    let message = '';
    try {
      loadConfig({ WEBHOOK_URL: 'https://crm.example.mn/hook', WEBHOOK_SECRET: 'short-secret-value' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/WEBHOOK_SECRET/);
    expect(message).not.toContain('short-secret-value');
  });
});
