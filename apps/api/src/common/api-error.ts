import { HttpException } from '@nestjs/common';

/**
 * An error with a citizen-readable message, a stable code (e.g. `AUTH.INVALID_CREDENTIALS`)
 * and optional field messages; the exception filter turns it into the API's error body.
 */
export class ApiError extends HttpException {
  constructor(
    status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message, status);
  }
}
