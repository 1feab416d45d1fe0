/** Who caused an event and why; stored beside the event, never part of the domain data. */
export interface EventMetadata {
  actorId?: string;
  actorRole?: string;
  correlationId?: string;
  causationId?: string;
  requestId?: string;
  ip?: string;
  [key: string]: unknown;
}

/** An event as a domain function produces it: plain data with a past-tense type. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

/** An event as the store returns it. */
export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  globalPosition: number;
  /** Id of the writing transaction (xid8, as a decimal string): the catch-up order key. */
  transactionId: string;
  streamId: string;
  streamType: string;
  streamVersion: number;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * Expected version of a stream before an append: a number (0 = the stream must not exist
 * yet), or 'any' to skip the check (for streams with a single natural writer).
 */
export type ExpectedVersion = number | 'any';

/** The minimal SQL surface that projections and append hooks get: a pg client in a transaction. */
export interface SqlExecutor {
  query<R extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: R[]; rowCount: number | null }>;
}

export interface AppendOptions {
  /**
   * A caller-given key (for example a request id) that makes the append idempotent: a second
   * append with the same key records nothing and returns the first append's result.
   */
  idempotencyKey?: string;
  metadata?: EventMetadata;
  /** Extra writes that must commit or fail together with the events (e.g. an outbox row). */
  inTransaction?: (tx: SqlExecutor, result: AppendResult) => Promise<void>;
}

export interface AppendResult {
  streamId: string;
  /** The stream's version after the append: pass it as the next expected version. */
  nextExpectedVersion: number;
  /** Global positions of the appended events, in order. */
  positions: number[];
  /** True when the idempotency key had been used: nothing new was recorded. */
  replayed: boolean;
}

/**
 * A read model kept in the same transaction as the append (read-your-writes). Apply must be
 * deterministic in the event alone (use `recordedAt`, never `now()`), so that a rebuild from
 * the log gives the same rows.
 */
export interface InlineProjection {
  name: string;
  /** Event types it reacts to. */
  handles: readonly string[];
  /** Tables it owns; a rebuild empties them first. */
  tables: readonly string[];
  apply(event: RecordedEvent, tx: SqlExecutor): Promise<void>;
}
