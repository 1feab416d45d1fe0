import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { ClientContext } from './auth.service';

/** Caller's address, user agent, request id (from pino-http) and Idempotency-Key header. */
export const Client = createParamDecorator((_: unknown, context: ExecutionContext): ClientContext => {
  const request = context.switchToHttp().getRequest<Request & { id?: string | number }>();
  const idempotencyKey = request.headers['idempotency-key'];
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip ?? request.socket.remoteAddress ?? 'unknown',
    ...(typeof userAgent === 'string' ? { userAgent } : {}),
    ...(request.id !== undefined ? { requestId: String(request.id) } : {}),
    ...(typeof idempotencyKey === 'string' && /^[\w-]{8,100}$/.test(idempotencyKey) ? { idempotencyKey } : {}),
  };
});
