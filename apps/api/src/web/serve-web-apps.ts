import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..', '..', '..');

/**
 * Serves the built portal at / and the admin console at /admin from the same port as the API,
 * with an SPA fallback to each app's index.html (client-side routes such as /schemes).
 */
export function serveWebApps(app: NestExpressApplication): void {
  const portal = join(repoRoot, 'apps', 'portal', 'dist');
  const admin = join(repoRoot, 'apps', 'admin', 'dist');
  const assetOptions = { index: false, maxAge: '1h', immutable: false };
  if (existsSync(admin)) app.useStaticAssets(admin, { ...assetOptions, prefix: '/admin/' });
  if (existsSync(portal)) app.useStaticAssets(portal, assetOptions);

  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path === '/api' || request.path.startsWith('/api/')) return next();
    // A missing asset is a 404, not the app shell.
    if (/\.[a-z0-9]{1,8}$/i.test(request.path) && !request.path.endsWith('.html')) return next();
    const isAdmin = request.path === '/admin' || request.path.startsWith('/admin/');
    const index = join(isAdmin ? admin : portal, 'index.html');
    if (!existsSync(index)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
