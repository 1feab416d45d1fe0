import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface StandInStatus {
  id: string;
  status: string;
  idempotencyKey: string | undefined;
}

/**
 * A small local HTTP server playing a Mastodon instance's POST /api/v1/statuses: bearer token
 * check, and Mastodon's Idempotency-Key behaviour (a repeated key returns the first status
 * instead of posting again). Tests can make it hang on a request after storing the status (a
 * worker dying between the post and its record) or fail the next requests with a status code.
 */
export class MastodonStandIn {
  readonly requests: StandInRequest[] = [];
  readonly statuses: StandInStatus[] = [];
  /** Store the next new status but never answer (until release()). */
  hangNext = false;
  /** Answer the next requests with these status codes (without storing anything). */
  failWith: number[] = [];
  private readonly hanging: Array<{ response: ServerResponse; status: StandInStatus }> = [];
  private nextId = 110_000_000_000;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly token: string,
  ) {}

  static async start(token = 'stand-in-token'): Promise<MastodonStandIn> {
    const holder: { standIn?: MastodonStandIn } = {};
    const server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => holder.standIn!.handle(request.method ?? 'GET', request.url ?? '/', request.headers, raw, response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    holder.standIn = new MastodonStandIn(server, `http://127.0.0.1:${port}`, token);
    return holder.standIn;
  }

  requestsWithKey(key: string): StandInRequest[] {
    return this.requests.filter((request) => request.headers['idempotency-key'] === key);
  }

  statusesWithKey(key: string): StandInStatus[] {
    return this.statuses.filter((status) => status.idempotencyKey === key);
  }

  /** Answers the requests left hanging (as the instance would have, had the worker still been there). */
  release(): void {
    for (const { response, status } of this.hanging.splice(0)) this.answer(response, 200, this.render(status));
  }

  async close(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(method: string, path: string, headers: IncomingHttpHeaders, raw: string, response: ServerResponse): void {
    let body: Record<string, unknown>;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      body = { raw };
    }
    this.requests.push({ method, path, headers, body });
    if (method !== 'POST' || path !== '/api/v1/statuses') return this.answer(response, 404, { error: 'Record not found' });
    if (headers.authorization !== `Bearer ${this.token}`) return this.answer(response, 401, { error: 'The access token is invalid' });
    const failure = this.failWith.shift();
    if (failure !== undefined) return this.answer(response, failure, { error: `stand-in failure ${failure}` });
    if (typeof body.status !== 'string' || body.status.length === 0) return this.answer(response, 422, { error: "Validation failed: Text can't be blank" });
    const key = typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : undefined;
    const earlier = key ? this.statuses.find((status) => status.idempotencyKey === key) : undefined;
    if (earlier) return this.answer(response, 200, this.render(earlier));
    this.nextId += 1;
    const status: StandInStatus = { id: String(this.nextId), status: body.status, idempotencyKey: key };
    this.statuses.push(status);
    if (this.hangNext) {
      this.hangNext = false;
      this.hanging.push({ response, status });
      return;
    }
    this.answer(response, 200, this.render(status));
  }

  private render(status: StandInStatus) {
    return { id: status.id, url: `${this.url}/@janseva/${status.id}`, uri: `${this.url}/users/janseva/statuses/${status.id}`, content: status.status, visibility: 'public' };
  }

  private answer(response: ServerResponse, code: number, body: unknown): void {
    if (response.writableEnded || response.destroyed) return;
    response.writeHead(code, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }
}
