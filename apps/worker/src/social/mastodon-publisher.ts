import { PermanentPublishError, type PublishedPost, type SocialPost, type SocialPublisher } from './social-publisher';

export interface MastodonOptions {
  /** The instance, e.g. https://mastodon.social (a path prefix is kept). */
  baseUrl: string;
  /** An access token of the portal's account with the write:statuses scope. */
  token: string;
  /** The instance's status length limit (Mastodon's default is 500). */
  maxChars?: number;
  timeoutMs?: number;
}

/** Statuses Mastodon answers when trying again later may succeed (rate limit, timeout). */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 409, 425, 429]);

/**
 * The post's text: the approved redacted text, cut to the instance's limit with an ellipsis,
 * then a hashtag and the registration number so readers can find the complaint on the portal.
 */
export function composeStatus(post: Pick<SocialPost, 'text' | 'registrationNumber'>, maxChars = 500): string {
  const suffix = `\n\n#JanSeva ${post.registrationNumber}`;
  const room = maxChars - [...suffix].length;
  const characters = [...post.text.trim()];
  const body = characters.length <= room ? characters.join('') : `${characters.slice(0, Math.max(0, room - 1)).join('').trimEnd()}…`;
  return `${body}${suffix}`;
}

/**
 * Posts to a Mastodon-compatible server: POST {baseUrl}/api/v1/statuses with a bearer token
 * and an Idempotency-Key header (Mastodon returns the first status for a repeated key, for an
 * hour), so a job retried after a crash between posting and recording posts nothing new.
 * 4xx (except 408/409/425/429) is a permanent refusal; 5xx, timeouts and network errors are retried.
 */
export class MastodonPublisher implements SocialPublisher {
  readonly channel = 'mastodon' as const;
  private readonly endpoint: string;

  constructor(private readonly options: MastodonOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/api/v1/statuses`;
  }

  async publish(post: SocialPost): Promise<PublishedPost> {
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.options.token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': post.idempotencyKey,
        },
        body: JSON.stringify({ status: composeStatus(post, this.options.maxChars), visibility: 'public' }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new Error(`Mastodon could not be reached: ${(error as Error).message}`, { cause: error });
    }
    const body = (await response.json().catch(() => ({}))) as { id?: string | number; url?: string | null; uri?: string; error?: string };
    if (response.status >= 400 && response.status < 500 && !RETRYABLE_CLIENT_ERRORS.has(response.status)) {
      throw new PermanentPublishError(`Mastodon refused the post (${response.status}${body.error ? `: ${body.error}` : ''})`);
    }
    if (!response.ok) throw new Error(`Mastodon answered ${response.status}${body.error ? `: ${body.error}` : ''}`);
    if (body.id === undefined || body.id === null || body.id === '') throw new Error('Mastodon answered without a status id');
    const url = body.url ?? body.uri;
    return { channel: 'mastodon', postId: String(body.id), ...(url ? { url } : {}) };
  }
}
