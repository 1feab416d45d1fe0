import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthMessages, type Role } from '@jan-seva/contracts';
import { ApiError } from '../common/api-error';
import type { AuthenticatedRequest } from './current-user.decorator';
import { IS_PUBLIC } from './public.decorator';
import { ROLES } from './roles.decorator';
import { SessionStore } from './session-store';
import { TokenService } from './token.service';

/**
 * Global guard: every route needs a live session unless marked @Public, and routes marked
 * @Roles need one of those roles. A token is only as good as its session row: revoked,
 * idle-expired or unknown sessions get 401.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly sessions: SessionStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);

    const header = request.headers.authorization;
    const token = typeof header === 'string' && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : null;
    if (token) {
      const claims = this.tokens.verify(token);
      const live = claims ? await this.sessions.findLive(claims.sid, claims.sub) : null;
      if (live) request.caller = { userId: live.userId, sessionId: live.sessionId, role: live.role };
      else if (!isPublic) throw new ApiError(401, AuthMessages.sessionExpired, 'AUTH.SESSION_INVALID');
    }
    if (isPublic) return true;
    if (!request.caller) throw new ApiError(401, AuthMessages.unauthorized, 'AUTH.REQUIRED');
    if (roles && !roles.includes(request.caller.role)) throw new ApiError(403, AuthMessages.forbidden, 'AUTH.FORBIDDEN');
    return true;
  }
}
