#!/usr/bin/env node
// Builds what `npm start` runs. Server code (apps/api, apps/worker, libs/*, migrations, bench)
// is transpiled file by file with swc into each package's dist/ (type-checking is `npm run
// typecheck`'s job); the portal and the admin are built by Vite. Each part is rebuilt only when
// one of its sources is newer than its last build, so a second start is instant.
import { transformFile } from '@swc/core';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const swcOptions = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));
delete swcOptions.$schema;

const serverPackages = [
  ...readdirSync(join(root, 'libs')).map((name) => ({ src: `libs/${name}/src`, out: `libs/${name}/dist` })),
  { src: 'migrations/src', out: 'migrations/dist' },
  { src: 'apps/api/src', out: 'apps/api/dist' },
  { src: 'apps/worker/src', out: 'apps/worker/dist' },
  { src: 'bench', out: 'bench/dist', flat: true },
].filter((pkg) => existsSync(join(root, pkg.src)));

const webApps = [
  { dir: 'apps/portal', inputs: ['apps/portal/src', 'apps/portal/index.html', 'apps/portal/vite.config.ts', 'apps/portal/public', 'libs/contracts/src'] },
  { dir: 'apps/admin', inputs: ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/vite.config.ts', 'libs/contracts/src'] },
];

const isTest = (file) => /\.(unit|int|e2e)\.spec\.ts$|\.test\.tsx?$/.test(file);

function walk(dir, files = [], skip = new Set(['node_modules', 'dist'])) {
  if (!existsSync(dir)) return files;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return [...files, dir];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, files, skip);
    else files.push(path);
  }
  return files;
}

const newest = (paths) =>
  Math.max(0, ...paths.flatMap((path) => walk(join(root, path))).map((file) => statSync(file).mtimeMs));

function stamp(out) {
  const file = join(root, out, '.build-stamp');
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

async function buildServerPackage(pkg) {
  const srcDir = join(root, pkg.src);
  const sources = walk(srcDir).filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts') && !isTest(file));
  const assets = walk(srcDir).filter((file) => /\.(json|txt|csv)$/.test(file));
  if (newest([pkg.src]) <= stamp(pkg.out)) return false;
  const outDir = join(root, pkg.out);
  rmSync(outDir, { recursive: true, force: true });
  await Promise.all(
    sources.map(async (file) => {
      const target = join(outDir, relative(srcDir, file)).replace(/\.ts$/, '.js');
      const { code, map } = await transformFile(file, { ...swcOptions, filename: file, sourceFileName: relative(dirname(target), file) });
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, map ? `${code}\n//# sourceMappingURL=${target.split('/').pop()}.map` : code);
      if (map) writeFileSync(`${target}.map`, map);
    }),
  );
  for (const file of assets) {
    const target = join(outDir, relative(srcDir, file));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(file));
  }
  writeFileSync(join(outDir, '.build-stamp'), new Date().toISOString());
  return true;
}

function buildWebApp(app) {
  const out = join(app.dir, 'dist');
  const built = existsSync(join(root, out, 'index.html')) ? statSync(join(root, out, 'index.html')).mtimeMs : 0;
  if (newest(app.inputs) <= built) return false;
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(root, app.dir), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed in ${app.dir}`);
  return true;
}

const args = new Set(process.argv.slice(2));
const all = args.has('--all') || args.size === 0;
const started = Date.now();
const rebuilt = [];
if (all || args.has('--server')) {
  for (const pkg of serverPackages) if (await buildServerPackage(pkg)) rebuilt.push(pkg.src);
}
if (all || args.has('--web')) {
  for (const app of webApps) if (existsSync(join(root, app.dir, 'index.html')) && buildWebApp(app)) rebuilt.push(app.dir);
}
if (rebuilt.length > 0) {
  console.error(`built ${rebuilt.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
