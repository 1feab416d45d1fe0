/**
 * End one session: the citizen logs out (reason 'logout', the session of their own token) or
 * an administrator ends it ('admin'). Password changes revoke sessions themselves.
 */
export interface RevokeSessionCommand {
  type: 'RevokeSession';
  sessionId: string;
  reason: 'logout' | 'admin';
  now: Date;
}
