import { randomBytes } from 'node:crypto';
import { migrations } from '@jan-seva/migrations';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

/** Server to create the throw-away benchmark database on (trust auth on our machines). */
export const BENCH_BASE_URL = process.env.BENCH_DATABASE_BASE_URL ?? 'postgres://postgres@localhost:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: BENCH_BASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE bench_<random>, with every migration applied (the same schema `npm start` gets). */
export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}"`));
  const parsed = new URL(BENCH_BASE_URL);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();
  const drop = () => onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined);
  try {
    const dataSource = new DataSource({ type: 'postgres', url, migrations, migrationsTableName: 'migrations', logging: ['error'] });
    await dataSource.initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, url, drop };
}

/** Nearest-rank percentile of already sorted values. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank]!;
}

export function milliseconds(since: bigint): number {
  return Number(process.hrtime.bigint() - since) / 1e6;
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const whole = (value: number): string => grouping.format(value);
export const decimals = (value: number, digits = 2): string => value.toFixed(digits);

/** Prints rows as an aligned text table. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('   ').trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('   '));
  for (const row of rows) console.log(line(row));
}
