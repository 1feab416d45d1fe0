import 'reflect-metadata';
import { catalogueDir, loadCatalogue } from '@jan-seva/schemes';
import { SchemeWriter } from '../schemes/scheme-writer';
import { createCliContext } from './app-context';
import { ensureAdmin } from './ensure-admin';

/**
 * `npm run seed` (also run by `npm start`): idempotent reference data — the scheme catalogue
 * from libs/schemes/data (a malformed file stops the seed naming the file and field) and the
 * administrator from ADMIN_EMAIL / ADMIN_PASSWORD when both are set.
 */
async function main(): Promise<void> {
  const context = await createCliContext();
  try {
    const schemes = await loadCatalogue(catalogueDir());
    const outcome = await context.get(SchemeWriter).seed(schemes);
    console.error(`scheme catalogue: ${outcome.published} published, ${outcome.updated} refreshed, ${outcome.unchanged} unchanged`);
    const email = process.env.ADMIN_EMAIL;
    const password = process.env.ADMIN_PASSWORD;
    if (email && password) console.error(`administrator ${email}: ${await ensureAdmin(context, { email, password })}`);
  } catch (error) {
    console.error(`seed failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await context.close();
  }
}

void main();
