import { Inject, Injectable } from '@nestjs/common';
import type { FileComplaintRequest } from '@jan-seva/contracts';
import {
  complaintStreamId,
  decide,
  evolve,
  formatRegistrationNumber,
  initialComplaintState,
  publicDisplayName,
  registrationYearOf,
  type Actor,
  type ComplaintCommand,
  type ComplaintEvent,
  type ComplaintState,
} from '@jan-seva/complaints';
import { ConcurrencyError, PostgresEventStore, type EventMetadata } from '@jan-seva/event-store';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import type { Caller } from '../auth/current-user.decorator';
import { ApiError } from '../common/api-error';
import { PG_POOL } from '../database/database.module';
import type { ClientContext } from '../identity/auth.service';
import { UserDirectory } from '../identity/user-directory';

/** A lost race is re-decided on fresh state; 50 citizens voting at once need up to 49 retries for the last one. */
const MAX_ATTEMPTS = 80;

/**
 * The gapless per-year counter (see the complaints migration): the row lock serialises filings
 * until the filing's transaction ends, and a rollback gives the number back.
 */
const NEXT_REGISTRATION_NUMBER = `
  INSERT INTO complaint_registration_counters (year, last_number) VALUES ($1, 1)
  ON CONFLICT (year) DO UPDATE SET last_number = complaint_registration_counters.last_number + 1
  RETURNING last_number`;

export interface ExecuteOptions {
  metadata: EventMetadata;
  /**
   * Append only if the stream is still at this version (the version the administrator's screen
   * showed): a concurrent change makes it a 409 instead of being silently built upon.
   */
  expectedVersion?: number;
  /** Re-decide on fresh state after a lost race (default). Off for decisions that must not be made on a state nobody saw. */
  retryOnConflict?: boolean;
}

export const actorOf = (caller: Caller): Actor => ({ id: caller.userId, role: caller.role });

export const metadataOf = (caller: Caller, client: ClientContext): EventMetadata => ({
  actorId: caller.userId,
  actorRole: caller.role,
  ip: client.ip,
  ...(client.requestId ? { requestId: client.requestId, correlationId: client.requestId } : {}),
});

/**
 * Runs complaint commands: fold the stream, decide, append at the folded version (the
 * architecture's load/decide/append). Read models are inline projections, so the caller can
 * read its own write straight after.
 */
@Injectable()
export class ComplaintCommands {
  constructor(
    private readonly store: PostgresEventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly directory: UserDirectory,
  ) {}

  load(complaintId: string): Promise<{ state: ComplaintState; version: number }> {
    return this.store.aggregate<ComplaintState, ComplaintEvent>(complaintStreamId(complaintId), evolve, initialComplaintState());
  }

  /**
   * Decides `commands` one after the other on the folded state and appends what they decided in
   * one go. An empty decision (a repeated vote, a no-op edit) appends nothing and succeeds.
   */
  async execute(complaintId: string, commands: ComplaintCommand | ComplaintCommand[], options: ExecuteOptions): Promise<ComplaintEvent[]> {
    const list = Array.isArray(commands) ? commands : [commands];
    const retry = (options.retryOnConflict ?? true) && options.expectedVersion === undefined;
    for (let attempt = 1; ; attempt += 1) {
      const { state, version } = await this.load(complaintId);
      let current = state;
      const events: ComplaintEvent[] = [];
      for (const command of list) {
        const decided = decide(command, current);
        events.push(...decided);
        current = decided.reduce(evolve, current);
      }
      if (events.length === 0) return events;
      try {
        await this.store.append(complaintStreamId(complaintId), options.expectedVersion ?? version, events, { metadata: options.metadata });
        return events;
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || !retry || attempt >= MAX_ATTEMPTS) throw error;
        // Spread the retries of many writers on one stream so that they do not collide again in step.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 * attempt, 25)));
      }
    }
  }

  /**
   * Files a complaint: the registration number comes from the gapless counter in the same
   * transaction as the append, so a refused or crashed filing gives its number back. With an
   * Idempotency-Key (scoped to the citizen), a retried request finds the first filing and
   * records nothing (its number is rolled back too).
   */
  async file(
    request: FileComplaintRequest,
    caller: Caller,
    client: ClientContext,
  ): Promise<{ complaintId: string; registrationNumber: string; replayed: boolean }> {
    const author = await this.directory.byId(caller.userId);
    if (!author) throw new ApiError(401, 'Please log in again', 'AUTH.REQUIRED');
    const now = new Date();
    const year = registrationYearOf(now);
    const complaintId = randomUUID();
    const connection = await this.pool.connect();
    let broken = false;
    try {
      await connection.query('BEGIN');
      const counter = await connection.query<{ last_number: number }>(NEXT_REGISTRATION_NUMBER, [year]);
      const registrationNumber = formatRegistrationNumber(year, counter.rows[0]!.last_number);
      const events = decide(
        {
          type: 'FileComplaint',
          complaintId,
          registrationNumber,
          actor: actorOf(caller),
          authorDisplayName: publicDisplayName(author.first_name, author.last_name),
          title: request.title,
          description: request.description,
          category: request.category,
          ...(request.location !== undefined ? { location: request.location } : {}),
          urgency: request.urgency,
          postToSocial: request.postToSocial,
          now,
        },
        initialComplaintState(),
      );
      const result = await this.store.appendUsing(connection, complaintStreamId(complaintId), 0, events, {
        metadata: metadataOf(caller, client),
        ...(client.idempotencyKey ? { idempotencyKey: `complaint-file:${caller.userId}:${client.idempotencyKey}` } : {}),
      });
      if (result.replayed) {
        await connection.query('ROLLBACK');
        const firstId = result.streamId.slice(complaintStreamId('').length);
        const first = await this.pool.query<{ registration_number: string }>('SELECT registration_number FROM complaints WHERE id = $1', [firstId]);
        return { complaintId: firstId, registrationNumber: first.rows[0]?.registration_number ?? '', replayed: true };
      }
      await connection.query('COMMIT');
      this.store.wakeSubscribers();
      return { complaintId, registrationNumber, replayed: false };
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      connection.release(broken);
    }
  }

  /** The public name a comment is signed with: an administrator writes as the grievance cell. */
  async commenterName(caller: Caller): Promise<string> {
    if (caller.role === 'admin') return 'Grievance Officer';
    const user = await this.directory.byId(caller.userId);
    if (!user) throw new ApiError(401, 'Please log in again', 'AUTH.REQUIRED');
    return publicDisplayName(user.first_name, user.last_name);
  }
}
