import 'reflect-metadata';
import { createCliContext } from './app-context';
import { parseArgs } from './cli-support';
import { ensureAdmin } from './ensure-admin';

/** `npm run admin:create -- --email a@b.in --password '...' [--first-name ..] [--last-name ..] [--phone ..]` */
async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!args.email || !args.password) {
    console.error("usage: npm run admin:create -- --email admin@example.gov.in --password 'Str0ng-Passphrase' [--phone 9876543210]");
    process.exit(64);
  }
  const context = await createCliContext();
  try {
    const outcome = await ensureAdmin(context, {
      email: args.email,
      password: args.password,
      ...(args['first-name'] ? { firstName: args['first-name'] } : {}),
      ...(args['last-name'] ? { lastName: args['last-name'] } : {}),
      ...(args.phone ? { phone: args.phone } : {}),
    });
    console.error(`administrator ${args.email}: ${outcome}`);
  } catch (error) {
    const fields = (error as { fields?: Record<string, string>; issues?: Array<{ path: unknown[]; message: string }> });
    if (fields.issues) fields.issues.forEach((issue) => console.error(`${issue.path.join('.')}: ${issue.message}`));
    else console.error((error as Error).message, fields.fields ?? '');
    process.exitCode = 65;
  } finally {
    await context.close();
  }
}

void main();
