import type { Pool } from 'pg';
import { testPool } from '../../../test-support/database';
import { CatchUpSubscription } from './catch-up-subscription';
import { createJobDispatcher, type DispatchedJob } from './job-dispatcher';
import { PostgresEventStore } from './postgres-event-store';
import { rebuildProjections } from './projection-rebuild';
import { eventually, uniqueStream, uniqueType } from './test-helpers';
import type { InlineProjection, RecordedEvent } from './types';

let pool: Pool;
let store: PostgresEventStore;

beforeAll(() => {
  pool = testPool(10);
  store = new PostgresEventStore(pool);
});
afterAll(() => pool.end());

function collector(name: string, type: string) {
  const seen: RecordedEvent[] = [];
  const subscription = new CatchUpSubscription({
    name,
    pool,
    eventTypes: [type],
    async handle(events) {
      seen.push(...events);
    },
  });
  return { seen, subscription };
}

describe('catch-up subscription', () => {
  it('never skips an event whose slow transaction began before a faster one', async () => {
    const type = uniqueType('Slow');
    const { seen, subscription } = collector(uniqueType('slow-sub'), type);
    const slow = uniqueStream('slow');
    const fast = uniqueStream('fast');

    const clientA = await pool.connect();
    try {
      await clientA.query('BEGIN');
      await store.appendUsing(clientA, slow, 0, [{ type, data: { who: 'A' } }]);
      // B starts after A took its position and commits first.
      await store.append(fast, 0, [{ type, data: { who: 'B' } }]);
      await subscription.catchUp();
      expect(seen).toHaveLength(0); // B is held back while A might still commit before it
      await clientA.query('COMMIT');
    } finally {
      clientA.release();
    }
    await eventually(async () => {
      await subscription.catchUp();
      return seen.length === 2;
    });
    expect(seen.map((event) => (event.data as { who: string }).who)).toEqual(['A', 'B']);
  });

  it('resumes from its stored checkpoint and sees each event once', async () => {
    const type = uniqueType('Resume');
    const name = uniqueType('resume-sub');
    const first = collector(name, type);
    await store.append(uniqueStream('r'), 0, [{ type, data: { n: 1 } }]);
    await eventually(async () => (await first.subscription.catchUp(), first.seen.length === 1));

    await store.append(uniqueStream('r'), 0, [{ type, data: { n: 2 } }]);
    const second = collector(name, type); // a restarted process: same name, new instance
    await eventually(async () => (await second.subscription.catchUp(), second.seen.length === 1));
    expect(second.seen.map((event) => (event.data as { n: number }).n)).toEqual([2]);
    const checkpoint = await second.subscription.checkpoint();
    expect(checkpoint.position).toBeGreaterThanOrEqual(second.seen[0]!.globalPosition);
  });

  it('runs in the background and wakes on new events', async () => {
    const type = uniqueType('Live');
    const { seen, subscription } = collector(uniqueType('live-sub'), type);
    subscription.start();
    try {
      await store.append(uniqueStream('live'), 0, [{ type, data: {} }]);
      await eventually(async () => seen.length === 1);
    } finally {
      await subscription.stop();
    }
  });
});

describe('job dispatcher', () => {
  it('keeps its checkpoint while the queue is down and enqueues each job once when it is back', async () => {
    const type = uniqueType('NeedsWork');
    const enqueued: DispatchedJob[] = [];
    let queueUp = false;
    const dispatcher = createJobDispatcher(
      pool,
      { [type]: (event) => ({ queue: 'test-queue', name: 'do-work', data: { stream: event.streamId } }) },
      {
        async enqueue(jobs) {
          if (!queueUp) throw new Error('queue unreachable');
          enqueued.push(...jobs);
        },
      },
      { name: uniqueType('dispatcher') },
    );
    const stream = uniqueStream('work');
    const { positions } = await store.append(stream, 0, [{ type, data: {} }]);
    await expect(dispatcher.catchUp()).rejects.toThrow('queue unreachable');
    expect(enqueued).toHaveLength(0);
    queueUp = true;
    await eventually(async () => (await dispatcher.catchUp(), enqueued.length === 1));
    await dispatcher.catchUp();
    expect(enqueued).toEqual([{ queue: 'test-queue', name: 'do-work', data: { stream }, jobId: `evt-${positions[0]}-do-work` }]);
  });
});

describe('projection rebuild', () => {
  it('rebuilds a read model from the log into the same rows', async () => {
    const opened = uniqueType('TallyOpened');
    const added = uniqueType('TallyAdded');
    const table = `test_tally_${opened.slice(-8)}`;
    await pool.query(`CREATE TABLE ${table} (id text PRIMARY KEY, total integer NOT NULL, updated_at timestamptz NOT NULL)`);
    const projection: InlineProjection = {
      name: table,
      handles: [opened, added],
      tables: [table],
      async apply(event, tx) {
        if (event.type === opened) {
          await tx.query(`INSERT INTO ${table} (id, total, updated_at) VALUES ($1, 0, $2)`, [event.streamId, event.recordedAt]);
        } else {
          await tx.query(`UPDATE ${table} SET total = total + $2, updated_at = $3 WHERE id = $1`, [
            event.streamId,
            (event.data as { n: number }).n,
            event.recordedAt,
          ]);
        }
      },
    };
    const projected = new PostgresEventStore(pool, [projection]);
    for (let i = 0; i < 5; i += 1) {
      const stream = uniqueStream('tally');
      await projected.append(stream, 0, [{ type: opened, data: {} }]);
      await projected.append(stream, 1, [{ type: added, data: { n: i } }, { type: added, data: { n: 10 } }]);
    }
    const snapshot = async () => (await pool.query(`SELECT * FROM ${table} ORDER BY id`)).rows;
    const before = await snapshot();
    await pool.query(`UPDATE ${table} SET total = -1`); // damage the read model
    const { events } = await rebuildProjections(pool, [projection]);
    expect(events).toBe(15);
    expect(await snapshot()).toEqual(before);
  });
});
