import { checkConnectivity } from './connectivity';

describe('start-up connectivity check', () => {
  it('reports nothing when PostgreSQL and Redis answer', async () => {
    expect(await checkConnectivity(process.env.DATABASE_URL!, process.env.REDIS_URL ?? 'redis://localhost:6379')).toEqual([]);
  });

  it('explains an unreachable PostgreSQL and Redis in one line each, with how to start them', async () => {
    const problems = await checkConnectivity('postgres://postgres@127.0.0.1:1/nothing', 'redis://127.0.0.1:1');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^PostgreSQL is not answering at .*docker compose up -d postgres/);
    expect(problems[1]).toMatch(/^Redis is not answering at redis:\/\/127\.0\.0\.1:1 .*docker compose up -d redis/);
    for (const problem of problems) expect(problem).not.toMatch(/\n/);
  });
});
