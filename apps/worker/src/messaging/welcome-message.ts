import { createHash } from 'node:crypto';
import type { Pool } from 'pg';

/** A stable UUID from a name (SHA-1, RFC 4122 version 5 layout), so a replayed job reuses its row. */
export function uuidFromName(name: string): string {
  const hash = createHash('sha1').update(`jan-seva:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Writes the welcome e-mail of a new citizen to the outbox (once per registration event). */
export async function composeWelcomeMessage(pool: Pool, userId: string, eventPosition: number, publicUrl: string): Promise<string | null> {
  const id = uuidFromName(`welcome-${eventPosition}`);
  const inserted = await pool.query<{ id: string }>(
    `INSERT INTO outbound_messages (id, channel, recipient, subject, body, purpose)
     SELECT $1, 'email', u.email, $2,
            'Namaste ' || u.first_name || E',\n\n' ||
            E'Welcome to Jan Seva Portal. You can now check your eligibility for government schemes, track grievances and verify documents.\n' ||
            E'जन सेवा पोर्टल में आपका स्वागत है। अब आप सरकारी योजनाओं के लिए अपनी पात्रता जाँच सकते हैं, शिकायतें दर्ज कर सकते हैं और दस्तावेज़ सत्यापित कर सकते हैं।\n\n' ||
            $3 || E'/dashboard\n',
            'welcome'
       FROM users u WHERE u.id = $4
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [id, 'Welcome to Jan Seva Portal / जन सेवा पोर्टल में स्वागत है', publicUrl, userId],
  );
  if (inserted.rowCount === 0) {
    const existing = await pool.query('SELECT 1 FROM outbound_messages WHERE id = $1', [id]);
    return existing.rowCount === 0 ? null : id;
  }
  return id;
}
