import { loadWorkerConfig } from './config';

describe('worker configuration: social posting and screening', () => {
  it('posts to the community feed unless a Mastodon server is configured', () => {
    const config = loadWorkerConfig({});
    expect(config.SOCIAL_MASTODON_URL).toBeUndefined();
    expect(config.SOCIAL_MASTODON_MAX_CHARS).toBe(500);
  });

  it('takes a Mastodon server with its token', () => {
    const config = loadWorkerConfig({ SOCIAL_MASTODON_URL: 'https://mastodon.example.in', SOCIAL_MASTODON_TOKEN: 'secret' });
    expect(config).toMatchObject({ SOCIAL_MASTODON_URL: 'https://mastodon.example.in', SOCIAL_MASTODON_TOKEN: 'secret' });
  });

  it('refuses a Mastodon server without a token, or a URL that is not http(s), naming the variable', () => {
    expect(() => loadWorkerConfig({ SOCIAL_MASTODON_URL: 'https://mastodon.example.in' })).toThrow(/SOCIAL_MASTODON_TOKEN is required when SOCIAL_MASTODON_URL is set/);
    expect(() => loadWorkerConfig({ SOCIAL_MASTODON_URL: 'ftp://mastodon.example.in', SOCIAL_MASTODON_TOKEN: 'x' })).toThrow(/SOCIAL_MASTODON_URL must be an http/);
  });

  it('reads extra and allowed abuse words as comma-separated lists', () => {
    const config = loadWorkerConfig({ SCREENING_EXTRA_ABUSE_WORDS: 'nincompoop, gadha ,', SCREENING_ALLOWED_WORDS: 'ass' });
    expect(config.SCREENING_EXTRA_ABUSE_WORDS).toEqual(['nincompoop', 'gadha']);
    expect(config.SCREENING_ALLOWED_WORDS).toEqual(['ass']);
  });
});
