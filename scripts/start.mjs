#!/usr/bin/env node
// `npm start`: build what is stale, migrate, seed, then run the API (which serves the portal
// at /, the admin console at /admin and the API docs at /api/docs) and the worker.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const nodeFlags = ['--conditions=compiled', '--enable-source-maps'];

function runStep(args, label) {
  const result = spawnSync(node, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`npm start: ${label} failed (exit ${result.status}); see the message above.`);
    process.exit(result.status ?? 1);
  }
}

runStep([join(root, 'scripts/build.mjs'), '--all'], 'build');
runStep([...nodeFlags, join(root, 'apps/api/dist/cli/check-services.js')], 'the configuration and services check');
runStep([...nodeFlags, join(root, 'apps/api/dist/cli/migrate.js')], 'migration');
runStep([...nodeFlags, join(root, 'apps/api/dist/cli/seed.js')], 'seed');

const children = [
  { name: 'api', script: 'apps/api/dist/main.js' },
  { name: 'worker', script: 'apps/worker/dist/main.js' },
].map(({ name, script }) => {
  const child = spawn(node, [...nodeFlags, join(root, script)], { cwd: root, stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`npm start: ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    shutdown(code ?? 1);
  });
  return child;
});

let shuttingDown = false;
function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // A process that does not stop within 12 s (e.g. waiting on an unreachable Redis) is killed.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 12_000).unref();
  Promise.all(children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.on('exit', resolve))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
