import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ConcurrencyError, UniqueViolationError } from '@jan-seva/event-store';
import type { ApiError as ApiErrorBody } from '@jan-seva/contracts';
import type { Request, Response } from 'express';
import { ApiError } from './api-error';
import { domainErrorToHttp } from './domain-errors';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  409: 'Conflict', 413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity',
  429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable',
};

/** Maps every error to `{ statusCode, error, message, code?, fields? }`; bad input never becomes a 500. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    const { status, body, headers } = this.describe(exception);
    if (status >= 500) {
      this.logger.error({ err: exception, path: request.url }, 'unhandled error');
    }
    if (response.headersSent) return;
    for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: ApiErrorBody; headers?: Record<string, string> } {
    const body = (status: number, message: string, code?: string, fields?: Record<string, string>): ApiErrorBody => ({
      statusCode: status,
      error: STATUS_NAMES[status] ?? 'Error',
      message,
      ...(code ? { code } : {}),
      ...(fields ? { fields } : {}),
    });

    if (exception instanceof ApiError) {
      return {
        status: exception.getStatus(),
        body: body(exception.getStatus(), exception.message, exception.code, exception.fields),
        ...(exception.headers ? { headers: exception.headers } : {}),
      };
    }
    const domain = domainErrorToHttp(exception);
    if (domain) return { status: domain.status, body: body(domain.status, domain.message, domain.code, domain.fields) };
    if (exception instanceof ConcurrencyError) {
      return { status: 409, body: body(409, 'This record was changed by someone else. Please reload and try again.', exception.code) };
    }
    if (exception instanceof UniqueViolationError) {
      return { status: 409, body: body(409, 'This record already exists', exception.code) };
    }
    // Errors raised by body-parser and multer before our code runs (Nest wraps them in an
    // HttpException whose cause is the original).
    const cause = exception instanceof HttpException ? exception.cause : undefined;
    const raw = (cause ?? exception) as { type?: string; status?: number; code?: string; message?: string };
    if (raw?.type === 'entity.parse.failed') return { status: 400, body: body(400, 'Malformed JSON in request body', 'REQUEST.MALFORMED_JSON') };
    if (raw?.type === 'entity.too.large') return { status: 413, body: body(413, 'Request body is too large', 'REQUEST.TOO_LARGE') };
    if (raw?.type === 'encoding.unsupported' || raw?.type === 'charset.unsupported') {
      return { status: 415, body: body(415, 'Unsupported request encoding', 'REQUEST.ENCODING') };
    }
    if (raw?.code === 'LIMIT_FILE_SIZE') return { status: 413, body: body(413, 'File is too large', 'UPLOAD.TOO_LARGE') };
    if (typeof raw?.code === 'string' && raw.code.startsWith('LIMIT_')) {
      return { status: 400, body: body(400, raw.message ?? 'Invalid upload', 'UPLOAD.INVALID') };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'string'
          ? response
          : Array.isArray((response as { message?: unknown }).message)
            ? String((response as { message: unknown[] }).message[0])
            : String((response as { message?: unknown }).message ?? exception.message);
      return { status, body: body(status, message) };
    }
    if (typeof raw?.status === 'number' && raw.status >= 400 && raw.status < 500) {
      return { status: raw.status, body: body(raw.status, raw.message ?? 'Bad request') };
    }
    return { status: 500, body: body(500, 'Something went wrong on our side. Please try again later.') };
  }
}
