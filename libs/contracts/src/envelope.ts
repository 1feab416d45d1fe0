/** Every successful API response: `{ data, message }` (spec section 7). */
export interface ApiEnvelope<T> {
  data: T;
  message?: string;
}

/** Every error response (architecture.md, API conventions). */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  /** A stable code such as `AUTH.INVALID_CREDENTIALS`. */
  code?: string;
  /** Field-level messages for validation errors, keyed by dotted path. */
  fields?: Record<string, string>;
}
