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
  type FileComplaintCommand,
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
 * The gapless per-year counter (see the complaints migration), locked for the rest of the
 * filing transaction: its row lock serialises filings, and a rollback gives the numbers back.
 * A year's first filing creates the row (with 1, provisionally; `inserted` tells), which a
 * concurrent first filing waits for on the primary key. The batch writes the last number taken
 * before COMMIT.
 */
const LOCK_COUNTER = `
  INSERT INTO complaint_registration_counters (year, last_number) VALUES ($1, 1)
  ON CONFLICT (year) DO UPDATE SET last_number = complaint_registration_counters.last_number
  RETURNING last_number, (xmax = 0) AS inserted`;

/** Filings written in one transaction at most (one WAL flush for all of them). */
const FILING_BATCH = 50;

interface FilingResult {
  complaintId: string;
  registrationNumber: string;
  replayed: boolean;
}

interface PendingFiling {
  complaintId: string;
  year: number;
  command: (registrationNumber: string) => FileComplaintCommand;
  metadata: EventMetadata;
  idempotencyKey?: string;
  resolve(result: FilingResult): void;
  reject(error: unknown): void;
}

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
      // The administrator decided on an older version: say so (409) rather than judge the
      // command against a state they never saw (which could give a misleading 422).
      if (options.expectedVersion !== undefined && options.expectedVersion !== version) {
        throw new ConcurrencyError(complaintStreamId(complaintId), options.expectedVersion, version);
      }
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
   * Files a complaint. The registration number comes from the gapless counter in the same
   * transaction as the append, so a refused or crashed filing gives its number back. With an
   * Idempotency-Key (scoped to the citizen), a retried request finds the first filing and
   * records nothing (and takes no number).
   *
   * The counter's row lock is held until COMMIT, so filings one by one would be as slow as one
   * WAL flush each. Filings that arrive while a filing transaction is in flight therefore wait
   * and go together in the next one (group commit): up to FILING_BATCH per flush, numbered in
   * order of arrival, each with its own stream and events.
   */
  async file(
    request: FileComplaintRequest,
    caller: Caller,
    client: ClientContext,
  ): Promise<{ complaintId: string; registrationNumber: string; replayed: boolean }> {
    const author = await this.directory.byId(caller.userId);
    if (!author) throw new ApiError(401, 'Please log in again', 'AUTH.REQUIRED');
    const now = new Date();
    const complaintId = randomUUID();
    const command = (registrationNumber: string): FileComplaintCommand => ({
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
    });
    // Refused before it queues: a filing the decider rejects never holds up the batch.
    decide(command(formatRegistrationNumber(registrationYearOf(now), 1)), initialComplaintState());
    return new Promise((resolve, reject) => {
      this.pendingFilings.push({
        complaintId,
        year: registrationYearOf(now),
        command,
        metadata: metadataOf(caller, client),
        ...(client.idempotencyKey ? { idempotencyKey: `complaint-file:${caller.userId}:${client.idempotencyKey}` } : {}),
        resolve,
        reject,
      });
      this.flushFilings();
    });
  }

  private readonly pendingFilings: PendingFiling[] = [];
  private filingInFlight = false;

  private flushFilings(): void {
    if (this.filingInFlight || this.pendingFilings.length === 0) return;
    this.filingInFlight = true;
    const batch = this.pendingFilings.splice(0, FILING_BATCH);
    this.fileBatch(batch)
      .then(
        (results) => batch.forEach((filing, index) => filing.resolve(results[index]!)),
        (error: unknown) => batch.forEach((filing) => filing.reject(error)),
      )
      .finally(() => {
        this.filingInFlight = false;
        this.flushFilings();
      });
  }

  private async fileBatch(batch: PendingFiling[]): Promise<FilingResult[]> {
    const connection = await this.pool.connect();
    let broken = false;
    try {
      await connection.query('BEGIN');
      // Lock each year's counter row first, in one order, so that batches never deadlock.
      const next = new Map<number, { number: number; inserted: boolean }>();
      for (const year of [...new Set(batch.map((filing) => filing.year))].sort()) {
        const row = await connection.query<{ last_number: number; inserted: boolean }>(LOCK_COUNTER, [year]);
        const { last_number: last, inserted } = row.rows[0]!;
        next.set(year, { number: inserted ? 1 : last + 1, inserted });
      }
      const results: FilingResult[] = [];
      for (const filing of batch) {
        const counter = next.get(filing.year)!;
        const registrationNumber = formatRegistrationNumber(filing.year, counter.number);
        const events = decide(filing.command(registrationNumber), initialComplaintState());
        const result = await this.store.appendUsing(connection, complaintStreamId(filing.complaintId), 0, events, {
          metadata: filing.metadata,
          ...(filing.idempotencyKey ? { idempotencyKey: filing.idempotencyKey } : {}),
        });
        if (result.replayed) {
          // The key was used before: nothing was written and the number stays free.
          results.push({ complaintId: result.streamId.slice(complaintStreamId('').length), registrationNumber: '', replayed: true });
        } else {
          results.push({ complaintId: filing.complaintId, registrationNumber, replayed: false });
          counter.number += 1;
        }
      }
      for (const [year, counter] of next) {
        const taken = counter.number - 1;
        if (taken >= 1) await connection.query('UPDATE complaint_registration_counters SET last_number = $2 WHERE year = $1', [year, taken]);
        else if (counter.inserted) await connection.query('DELETE FROM complaint_registration_counters WHERE year = $1', [year]);
      }
      await connection.query('COMMIT');
      this.store.wakeSubscribers();
      for (const result of results.filter((entry) => entry.replayed)) {
        const first = await this.pool.query<{ registration_number: string }>('SELECT registration_number FROM complaints WHERE id = $1', [result.complaintId]);
        result.registrationNumber = first.rows[0]?.registration_number ?? '';
      }
      return results;
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
