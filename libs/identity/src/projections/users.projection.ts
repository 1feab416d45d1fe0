import type { InlineProjection, RecordedEvent, SqlExecutor } from '@jan-seva/event-store';
import { assertNever } from '../shared/assert-never';
import { USER_EVENT_TYPES } from '../user.events';
import { userEventOf } from './user-event-of';

/**
 * The `users` read model: one row per account, for sign-in lookups (by e-mail or phone),
 * the profile and the admin list. Its unique indexes (users_email_key on lower(email),
 * users_phone_key on phone) are what refuse a second account with the same e-mail or phone.
 *
 * Every event of the stream moves `version` to the event's stream version, and each write is
 * guarded by `version < $version`, so applying an event twice (or an old one late) is a no-op.
 */
export const usersProjection: InlineProjection = {
  name: 'users',
  handles: USER_EVENT_TYPES,
  tables: ['users'],
  async apply(recorded: RecordedEvent, tx: SqlExecutor): Promise<void> {
    const event = userEventOf(recorded);
    if (!event) return;
    const version = recorded.streamVersion;
    const update = (assignments: string, values: unknown[]) =>
      tx.query(
        `UPDATE users SET ${assignments ? `${assignments}, ` : ''}version = $2 WHERE id = $1 AND version < $2`,
        [event.data.userId, version, ...values],
      );

    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        await tx.query(
          `INSERT INTO users (id, email, phone, first_name, last_name, role, date_of_birth, gender, address,
             occupation, annual_income, category, phone_verified, preferences, password_hash,
             created_at, updated_at, version)
           VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9::jsonb, $10, $11::bigint, $12, false, '{}'::jsonb,
             $13, $14::timestamptz, $14::timestamptz, $15)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.userId, d.email, d.phone, d.firstName, d.lastName, d.role, d.dateOfBirth ?? null, d.gender ?? null,
            jsonOrNull(d.address), d.occupation ?? null, d.annualIncome ?? null, d.category ?? null,
            d.passwordHash, d.registeredAt, version,
          ],
        );
        return;
      }
      case 'ProfileUpdated': {
        const c = event.data.changes;
        // SET expressions see the old row, so `phone` in the CASE is the number before the change.
        await update(
          `first_name = COALESCE($3::text, first_name),
           last_name = COALESCE($4::text, last_name),
           phone_verified = CASE WHEN $5::text IS NOT NULL AND $5::text <> phone THEN false ELSE phone_verified END,
           phone = COALESCE($5::text, phone),
           date_of_birth = COALESCE($6::date, date_of_birth),
           gender = COALESCE($7::text, gender),
           address = COALESCE($8::jsonb, address),
           occupation = COALESCE($9::text, occupation),
           annual_income = COALESCE($10::bigint, annual_income),
           category = COALESCE($11::text, category),
           updated_at = $12::timestamptz`,
          [
            c.firstName ?? null, c.lastName ?? null, c.phone ?? null, c.dateOfBirth ?? null, c.gender ?? null,
            jsonOrNull(c.address), c.occupation ?? null, c.annualIncome ?? null, c.category ?? null,
            event.data.updatedAt,
          ],
        );
        return;
      }
      case 'AvatarChanged':
        await update(`profile_image = $3::text, updated_at = $4::timestamptz`, [event.data.path, event.data.updatedAt]);
        return;
      case 'PreferencesUpdated':
        await update(`preferences = $3::jsonb, updated_at = $4::timestamptz`, [
          JSON.stringify(event.data.preferences),
          event.data.updatedAt,
        ]);
        return;
      case 'PasswordChanged':
        await update(`password_hash = $3::text, updated_at = $4::timestamptz`, [
          event.data.passwordHash,
          event.data.changedAt,
        ]);
        return;
      case 'PhoneVerified':
        // Only a verification of the number the account still has counts (as in evolve).
        await update(
          `phone_verified = phone_verified OR phone = $3::text,
           updated_at = CASE WHEN phone = $3::text THEN $4::timestamptz ELSE updated_at END`,
          [event.data.phone, event.data.verifiedAt],
        );
        return;
      case 'UserSignedIn':
        await update(`last_signed_in_at = GREATEST(last_signed_in_at, $3::timestamptz)`, [event.data.signedInAt]);
        return;
      case 'RoleGranted':
        await update(`role = $3::text, updated_at = $4::timestamptz`, [event.data.role, event.data.grantedAt]);
        return;
      case 'PasswordResetRequested':
      case 'OtpRequested':
      case 'OtpVerificationFailed':
      case 'SessionRevoked':
        await update('', []);
        return;
      default:
        assertNever(event);
    }
  },
};

function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}
