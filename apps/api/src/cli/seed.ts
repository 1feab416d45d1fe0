import 'reflect-metadata';
import { createCliContext } from './app-context';
import { ensureAdmin } from './ensure-admin';

/**
 * `npm run seed` (also run by `npm start`): idempotent reference data. Creates the
 * administrator from ADMIN_EMAIL / ADMIN_PASSWORD when both are set.
 */
async function main(): Promise<void> {
  const context = await createCliContext();
  try {
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
