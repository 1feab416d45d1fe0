import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working local defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\/.*localhost:5432/);
    expect(config.REDIS_URL).toBe('redis://localhost:6379');
    expect(config.SESSION_IDLE_MINUTES).toBe(30);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(message).toMatch(/SMTP_URL/);
  });

  it('refuses the development JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set to a secret of your own/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).NODE_ENV).toBe('production');
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.gov.in' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
  });
});
