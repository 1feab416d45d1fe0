import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A private, throw-away `redis-server` (no persistence) that a test can kill and start again on
 * the same port, to play "Redis went down" without touching the shared Redis.
 */
export class RedisServerProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> | undefined;

  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<RedisServerProcess> {
    const server = new RedisServerProcess(port ?? (await freePort()));
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Starts (or restarts) the server on its port and waits until it answers PING. */
  async start(): Promise<void> {
    if (this.child) return;
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.child = child;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) {
        this.child = undefined;
        throw new Error(`redis-server on port ${this.port} exited: ${output.trim()}`);
      }
      if (await this.answersPing()) return;
      if (Date.now() > deadline) {
        await this.stop();
        throw new Error(`redis-server on port ${this.port} did not answer within 10 s: ${output.trim()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Kills the server at once (SIGKILL: no shutdown courtesy) and waits for the process to end. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await this.exited;
  }

  private async answersPing(): Promise<boolean> {
    const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  }
}
