import {
  complaintStreamId,
  decide,
  evolve,
  initialComplaintState,
  SYSTEM_ACTOR,
  type ComplaintCommand,
  type ComplaintEvent,
  type ComplaintState,
} from '@jan-seva/complaints';
import { ConcurrencyError, type PostgresEventStore } from '@jan-seva/event-store';

const MAX_ATTEMPTS = 20;

/**
 * Load / decide / append for the complaint workers, always as the system actor. The append is
 * made at the version the decision was made on; a lost race (a vote, or a second worker on the
 * same job) is decided again on fresh state, where a repeat decides nothing.
 */
export class ComplaintStreams {
  constructor(private readonly store: PostgresEventStore) {}

  async load(complaintId: string): Promise<{ state: ComplaintState; version: number }> {
    return this.store.aggregate<ComplaintState, ComplaintEvent>(complaintStreamId(complaintId), evolve, initialComplaintState());
  }

  /** Runs the command built from the current state; returns what was recorded and the state after it. */
  async execute(
    complaintId: string,
    command: (state: ComplaintState) => ComplaintCommand,
    causation: string,
  ): Promise<{ events: ComplaintEvent[]; state: ComplaintState }> {
    for (let attempt = 1; ; attempt += 1) {
      const { state, version } = await this.load(complaintId);
      const events = decide(command(state), state);
      if (events.length === 0) return { events, state };
      try {
        await this.store.append(complaintStreamId(complaintId), version, events, {
          metadata: { actorId: SYSTEM_ACTOR.id, actorRole: SYSTEM_ACTOR.role, causationId: causation },
        });
        return { events, state: events.reduce(evolve, state) };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }
}
