/** Another writer appended to the stream first (HTTP 409). */
export class ConcurrencyError extends Error {
  readonly code = 'EVENT_STORE.CONCURRENCY';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number | 'any',
    readonly actualVersion: number | null,
  ) {
    super(
      `Stream ${streamId} was changed by someone else (expected version ${String(expectedVersion)}, found ${actualVersion ?? 'none'})`,
    );
    this.name = 'ConcurrencyError';
  }
}

/**
 * An inline projection hit a unique constraint (for example a second account with the same
 * e-mail). The append is rolled back; `constraint` names the index so callers can explain it.
 */
export class UniqueViolationError extends Error {
  readonly code = 'EVENT_STORE.UNIQUE_VIOLATION';
  constructor(
    readonly constraint: string,
    readonly detail?: string,
  ) {
    super(`Unique constraint ${constraint} violated`);
    this.name = 'UniqueViolationError';
  }
}
