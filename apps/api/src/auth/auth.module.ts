import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { SessionStore } from './session-store';
import { TokenService } from './token.service';

/** Tokens and sessions, used by the global AuthGuard and by sign-in. */
@Global()
@Module({
  imports: [JwtModule.register({})],
  providers: [TokenService, SessionStore],
  exports: [TokenService, SessionStore],
})
export class AuthModule {}
