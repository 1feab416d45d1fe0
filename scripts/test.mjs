#!/usr/bin/env node
// `npm test`: services up, lint, type-check, unit + integration + component tests, then the
// end-to-end journeys in Chromium against the started server. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const steps = [
  ['services', 'bash', [join(root, 'scripts/ensure-services.sh')]],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['type-check (server)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['type-check (web)', bin('tsc'), ['-p', 'tsconfig.web.json', '--noEmit']],
  // --forceExit: once every test has passed or failed, a connection pool or timer some library
  // keeps open (BullMQ, pg) must not keep CI waiting; the verdict is already known.
  ['unit, integration and component tests', bin('jest'), ['--selectProjects', 'unit', 'integration', 'portal', '--ci', '--forceExit']],
  ['build', process.execPath, [join(root, 'scripts/build.mjs'), '--all']],
  // The assistant's accuracy thresholds on its development set (issue 4); exits non-zero below them.
  ['assistant evaluation', process.execPath, ['--conditions=compiled', join(root, 'libs/assistant/dist/eval/run-eval.js')]],
  ['end-to-end tests (Chromium)', bin('jest'), ['--selectProjects', 'e2e', '--ci', '--runInBand', '--forceExit']],
];

const only = process.argv.slice(2);
for (const [label, command, args] of steps) {
  if (only.length > 0 && !only.some((name) => label.startsWith(name))) continue;
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
