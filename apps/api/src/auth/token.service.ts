import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role } from '@jan-seva/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';

export interface TokenClaims {
  sub: string;
  sid: string;
  role: Role;
}

const ISSUER = 'jan-seva-portal';
const AUDIENCE = 'jan-seva-api';

/**
 * Bearer tokens are HS256 JWTs naming a server-side session; the session row (not the token)
 * decides whether the caller is still signed in, so logout and idle timeout take effect at once.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  sign(claims: TokenClaims): string {
    return this.jwt.sign(claims, {
      secret: this.config.JWT_SECRET,
      algorithm: 'HS256',
      issuer: ISSUER,
      audience: AUDIENCE,
      expiresIn: `${this.config.SESSION_MAX_HOURS}h`,
    });
  }

  /** Verifies signature, algorithm (HS256 only: `alg: none` is refused), issuer, audience and expiry. */
  verify(token: string): TokenClaims | null {
    try {
      const claims = this.jwt.verify<TokenClaims & { exp: number }>(token, {
        secret: this.config.JWT_SECRET,
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
      return { sub: claims.sub, sid: claims.sid, role: claims.role };
    } catch {
      return null;
    }
  }
}
