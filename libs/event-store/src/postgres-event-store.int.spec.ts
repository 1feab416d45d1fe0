import type { Pool } from 'pg';
import { testPool } from '../../../test-support/database';
import { ConcurrencyError, UniqueViolationError } from './errors';
import { PostgresEventStore } from './postgres-event-store';
import { uniqueStream } from './test-helpers';

let pool: Pool;
let store: PostgresEventStore;

beforeAll(() => {
  pool = testPool(30);
  store = new PostgresEventStore(pool);
});
afterAll(() => pool.end());

describe('append and read', () => {
  it('appends events in order and reads the stream back', async () => {
    const stream = uniqueStream('order');
    const first = await store.append(stream, 0, [
      { type: 'OrderPlaced', data: { amount: 100 } },
      { type: 'OrderPaid', data: { amount: 100 } },
    ], { metadata: { actorId: 'user-1' } });
    expect(first.nextExpectedVersion).toBe(2);
    expect(first.positions).toHaveLength(2);
    expect(first.positions[1]).toBeGreaterThan(first.positions[0]!);

    const second = await store.append(stream, 2, [{ type: 'OrderShipped', data: {} }]);
    expect(second.nextExpectedVersion).toBe(3);

    const events = await store.readStream(stream);
    expect(events.map((event) => [event.streamVersion, event.type])).toEqual([
      [1, 'OrderPlaced'],
      [2, 'OrderPaid'],
      [3, 'OrderShipped'],
    ]);
    expect(events[0]!.streamType).toBe('order');
    expect(events[0]!.metadata).toEqual({ actorId: 'user-1' });
    expect(events[0]!.data).toEqual({ amount: 100 });
    expect(await store.currentVersion(stream)).toBe(3);
  });

  it('reads all events from a global position', async () => {
    const stream = uniqueStream('readall');
    const { positions } = await store.append(stream, 0, [
      { type: 'A', data: { n: 1 } },
      { type: 'B', data: { n: 2 } },
      { type: 'C', data: { n: 3 } },
    ]);
    const after = await store.readAll(positions[0]!, 1000);
    const mine = after.filter((event) => event.streamId === stream);
    expect(mine.map((event) => event.type)).toEqual(['B', 'C']);
    expect(after.every((event) => event.globalPosition > positions[0]!)).toBe(true);
  });

  it('refuses an append at a stale expected version with a ConcurrencyError', async () => {
    const stream = uniqueStream('stale');
    await store.append(stream, 0, [{ type: 'Created', data: {} }]);
    await expect(store.append(stream, 0, [{ type: 'Created', data: {} }])).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append(stream, 5, [{ type: 'Changed', data: {} }])).rejects.toMatchObject({
      code: 'EVENT_STORE.CONCURRENCY',
      actualVersion: 1,
    });
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('lets exactly one of 100 parallel appends at the same expected version succeed', async () => {
    const stream = uniqueStream('race');
    await store.append(stream, 0, [{ type: 'Created', data: {} }]);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) => store.append(stream, 1, [{ type: 'Changed', data: { index } }])),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const failed = results.filter((result) => result.status === 'rejected');
    expect(succeeded).toHaveLength(1);
    expect(failed).toHaveLength(99);
    for (const failure of failed) expect((failure as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it('lets exactly one of many parallel creators of a new stream succeed', async () => {
    const stream = uniqueStream('create-race');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => store.append(stream, 0, [{ type: 'Created', data: {} }])),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it("appends with 'any' without losing events under contention", async () => {
    const stream = uniqueStream('any');
    await Promise.all(Array.from({ length: 20 }, (_, index) => store.append(stream, 'any', [{ type: 'Tick', data: { index } }])));
    const events = await store.readStream(stream);
    expect(events.map((event) => event.streamVersion)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });
});

describe('idempotent append', () => {
  it('records a retried request once and returns the first result', async () => {
    const stream = uniqueStream('idem');
    const key = `request-${stream}`;
    const first = await store.append(stream, 0, [{ type: 'Created', data: {} }], { idempotencyKey: key });
    const retry = await store.append(stream, 0, [{ type: 'Created', data: {} }], { idempotencyKey: key });
    expect(first.replayed).toBe(false);
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('records concurrent retries of one request once', async () => {
    const stream = uniqueStream('idem-par');
    const key = `request-${stream}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => store.append(stream, 'any', [{ type: 'Paid', data: {} }], { idempotencyKey: key })),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.positions[0])).size).toBe(1);
    expect(await store.readStream(stream)).toHaveLength(1);
  });
});

describe('inline projections', () => {
  it('updates the read model in the append transaction and rolls both back together', async () => {
    await pool.query('CREATE TABLE IF NOT EXISTS test_accounts (id text PRIMARY KEY, email text NOT NULL, CONSTRAINT test_accounts_email_key UNIQUE (email))');
    const projected = new PostgresEventStore(pool, [
      {
        name: 'test_accounts',
        handles: ['AccountOpened'],
        tables: ['test_accounts'],
        async apply(event, tx) {
          const data = event.data as { email: string };
          await tx.query('INSERT INTO test_accounts (id, email) VALUES ($1, $2)', [event.streamId, data.email]);
        },
      },
    ]);
    const email = `${uniqueStream('mail')}@example.in`;
    const first = uniqueStream('account');
    await projected.append(first, 0, [{ type: 'AccountOpened', data: { email } }]);
    const row = await pool.query('SELECT email FROM test_accounts WHERE id = $1', [first]);
    expect(row.rows[0]).toEqual({ email });

    const second = uniqueStream('account');
    const attempt = projected.append(second, 0, [{ type: 'AccountOpened', data: { email } }]);
    await expect(attempt).rejects.toBeInstanceOf(UniqueViolationError);
    await expect(attempt).rejects.toMatchObject({ constraint: 'test_accounts_email_key' });
    expect(await projected.readStream(second)).toHaveLength(0);
    expect(await projected.currentVersion(second)).toBeNull();
  });

  it('keeps the log append-only', async () => {
    const stream = uniqueStream('immutable');
    await store.append(stream, 0, [{ type: 'Created', data: {} }]);
    await expect(pool.query('UPDATE events SET data = $2 WHERE stream_id = $1', [stream, '{}'])).rejects.toThrow(/append-only/);
    await expect(pool.query('DELETE FROM events WHERE stream_id = $1', [stream])).rejects.toThrow(/append-only/);
  });
});
