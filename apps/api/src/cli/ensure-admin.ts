import type { INestApplicationContext } from '@nestjs/common';
import { registerRequestSchema } from '@jan-seva/contracts';
import { AuthService } from '../identity/auth.service';
import { UserDirectory } from '../identity/user-directory';
import { UserRepository } from '../identity/user-repository';

/**
 * Creates an administrator account, or grants the admin role to an existing account with that
 * e-mail. Idempotent, so `npm start` can run it on every start from ADMIN_EMAIL/ADMIN_PASSWORD.
 */
export async function ensureAdmin(
  context: INestApplicationContext,
  input: { email: string; password: string; firstName?: string; lastName?: string; phone?: string },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const directory = context.get(UserDirectory);
  const existing = await directory.byIdentifier(input.email);
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await context.get(UserRepository).execute(existing.id, { type: 'GrantRole', role: 'admin', now: new Date() }, { metadata: { actorId: 'system:admin-create' } });
    return 'promoted';
  }
  const request = registerRequestSchema.parse({
    firstName: input.firstName ?? 'Portal',
    lastName: input.lastName ?? 'Administrator',
    email: input.email,
    phone: input.phone ?? (await unusedAdminPhone(directory)),
    password: input.password,
  });
  await context.get(AuthService).register(request, { ip: 'cli' }, 'admin');
  return 'created';
}

/** Administrators created from the command line need a phone; reserve an unused 9999xxxxxx number. */
async function unusedAdminPhone(directory: UserDirectory): Promise<string> {
  for (let n = 0; n < 1_000_000; n += 1) {
    const phone = `9999${String(n).padStart(6, '0')}`;
    if (!(await directory.byIdentifier(phone))) return phone;
  }
  throw new Error('no free administrator phone number');
}
