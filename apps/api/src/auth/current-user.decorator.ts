import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Role } from '@jan-seva/contracts';
import type { Request } from 'express';

/** Who is calling: set by the AuthGuard from a verified token and a live session. */
export interface Caller {
  userId: string;
  sessionId: string;
  role: Role;
}

export type AuthenticatedRequest = Request & { caller?: Caller; requestId?: string };

/** The signed-in caller (routes without @Public always have one). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): Caller | undefined => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().caller;
});
