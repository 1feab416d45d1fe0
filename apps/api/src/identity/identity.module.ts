import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { UserDirectory } from './user-directory';
import { UserRepository } from './user-repository';
import { UsersController } from './users.controller';

@Module({
  controllers: [AuthController, UsersController],
  providers: [AuthService, LoginThrottle, PasswordHasher, UserDirectory, UserRepository],
  exports: [AuthService, UserDirectory, UserRepository],
})
export class IdentityModule {}
