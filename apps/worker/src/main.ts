import 'reflect-metadata';
import { loadWorkerConfig } from './config';
import { WorkerRuntime } from './worker-runtime';

/** The worker process: dispatcher plus BullMQ processors; stops cleanly on SIGINT/SIGTERM. */
function main(): void {
  let runtime: WorkerRuntime;
  try {
    runtime = new WorkerRuntime(loadWorkerConfig());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(78);
  }
  runtime.start();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.logger.info({ signal }, 'worker stopping');
    // Closing waits for running jobs and for Redis; never longer than this (e.g. Redis is gone).
    setTimeout(() => process.exit(1), 10_000).unref();
    runtime.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main();
