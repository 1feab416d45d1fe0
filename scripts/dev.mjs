#!/usr/bin/env node
// `npm run dev`: hot reload. Vite serves the portal (http://localhost:5173) and the admin
// (http://localhost:5174/admin/) with instant updates and proxies /api to the API on :3000; the
// API and worker are rebuilt (swc, milliseconds) and restarted when server code changes.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const flags = ['--conditions=compiled', '--enable-source-maps'];
const env = { ...process.env, SERVE_WEB: 'false', CORS_ORIGINS: 'http://localhost:5173,http://localhost:5174' };

const build = () => spawnSync(node, [join(root, 'scripts/build.mjs'), '--server'], { cwd: root, stdio: 'inherit' }).status === 0;
if (!build()) process.exit(1);
for (const step of ['migrate', 'seed']) {
  if (spawnSync(node, [...flags, join(root, `apps/api/dist/cli/${step}.js`)], { cwd: root, stdio: 'inherit', env }).status !== 0) process.exit(1);
}

let servers = [];
function startServers() {
  servers = ['apps/api/dist/main.js', 'apps/worker/dist/main.js'].map((script) =>
    spawn(node, [...flags, join(root, script)], { cwd: root, stdio: 'inherit', env }),
  );
}
async function restartServers() {
  await Promise.all(servers.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); }))));
  if (build()) startServers();
}
startServers();

const vites = ['apps/portal', 'apps/admin'].map((dir) => spawn('npx', ['vite'], { cwd: join(root, dir), stdio: 'inherit', env }));

let timer;
for (const dir of ['apps/api/src', 'apps/worker/src', 'libs', 'migrations/src']) {
  watch(join(root, dir), { recursive: true }, (_event, file) => {
    if (!file || !file.endsWith('.ts') || file.includes('dist') || /\.(spec|test)\.ts$/.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      console.error(`\n↻ ${dir}/${file} changed: rebuilding and restarting the API and worker`);
      void restartServers();
    }, 200);
  });
}

const stop = () => {
  for (const child of [...servers, ...vites]) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
