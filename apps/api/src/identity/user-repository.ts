import { Injectable } from '@nestjs/common';
import { decide, evolve, failureOf, initialUserState, userStreamId, type UserCommand, type UserEvent, type UserState } from '@jan-seva/identity';
import { ConcurrencyError, PostgresEventStore, type AppendOptions, type EventMetadata } from '@jan-seva/event-store';

const MAX_ATTEMPTS = 3;

export interface ExecuteOptions {
  metadata?: EventMetadata;
  idempotencyKey?: string;
  inTransaction?: AppendOptions['inTransaction'];
}

/**
 * Runs a user command: fold the stream, decide, append at the folded version. A lost race
 * (two sign-ins at once) is retried on fresh state, since every command is re-decidable.
 */
@Injectable()
export class UserRepository {
  constructor(private readonly store: PostgresEventStore) {}

  load(userId: string): Promise<{ state: UserState; version: number }> {
    return this.store.aggregate<UserState, UserEvent>(userStreamId(userId), evolve, initialUserState());
  }

  async execute(userId: string, command: UserCommand, options: ExecuteOptions = {}): Promise<{ events: UserEvent[]; state: UserState }> {
    for (let attempt = 1; ; attempt += 1) {
      const { state, version } = await this.load(userId);
      const events = decide(command, state);
      try {
        if (events.length > 0) {
          await this.store.append(userStreamId(userId), version, events, {
            ...(options.metadata ? { metadata: options.metadata } : {}),
            ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
            ...(options.inTransaction ? { inTransaction: options.inTransaction } : {}),
          });
        }
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
      const failure = failureOf(events);
      if (failure) throw failure;
      return { events, state: events.reduce(evolve, state) };
    }
  }
}
