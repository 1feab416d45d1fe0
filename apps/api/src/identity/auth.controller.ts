import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuthMessages,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  requestOtpSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
  type LoginRequest,
  type RegisterRequest,
} from '@jan-seva/contracts';
import type { z } from 'zod';
import { CurrentUser, type Caller } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { ok } from '../common/envelope';
import { ZodPipe } from '../common/zod-body.pipe';
import { AuthService, type ClientContext } from './auth.service';
import { Client } from './client-context';
import { openApiBody } from '../common/openapi';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('register')
  @ApiOperation({ summary: 'Create a citizen account and sign in' })
  @ApiBody(openApiBody(registerRequestSchema))
  async register(@Body(new ZodPipe(registerRequestSchema)) body: RegisterRequest, @Client() client: ClientContext) {
    return ok(await this.auth.register(body, client), AuthMessages.registrationSuccessful);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with e-mail or phone and password' })
  @ApiBody(openApiBody(loginRequestSchema))
  async login(@Body(new ZodPipe(loginRequestSchema)) body: LoginRequest, @Client() client: ClientContext) {
    return ok(await this.auth.login(body, client), AuthMessages.loginSuccessful);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End this session (the token stops working at once)' })
  async logout(@CurrentUser() caller: Caller, @Client() client: ClientContext) {
    await this.auth.logout(caller.userId, caller.sessionId, client);
    return ok(null, AuthMessages.loggedOut);
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiBody(openApiBody(forgotPasswordRequestSchema))
  async forgotPassword(@Body(new ZodPipe(forgotPasswordRequestSchema)) body: z.infer<typeof forgotPasswordRequestSchema>, @Client() client: ClientContext) {
    await this.auth.forgotPassword(body.email, client);
    return ok(null, AuthMessages.passwordResetLinkSent);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiBody(openApiBody(resetPasswordRequestSchema))
  async resetPassword(@Body(new ZodPipe(resetPasswordRequestSchema)) body: z.infer<typeof resetPasswordRequestSchema>, @Client() client: ClientContext) {
    await this.auth.resetPassword(body.token, body.password, client);
    return ok(null, AuthMessages.passwordResetDone);
  }

  @Public()
  @Post('request-otp')
  @HttpCode(200)
  @ApiBody(openApiBody(requestOtpSchema))
  async requestOtp(@Body(new ZodPipe(requestOtpSchema)) body: z.infer<typeof requestOtpSchema>, @Client() client: ClientContext) {
    await this.auth.requestOtp(body.phone, client);
    return ok(null, AuthMessages.otpSent);
  }

  @Public()
  @Post('verify-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify a phone OTP: signs a visitor in, or proves a signed-in citizen’s phone' })
  @ApiBody(openApiBody(verifyOtpRequestSchema))
  async verifyOtp(
    @Body(new ZodPipe(verifyOtpRequestSchema)) body: z.infer<typeof verifyOtpRequestSchema>,
    @Client() client: ClientContext,
    @CurrentUser() caller?: Caller,
  ) {
    return ok(await this.auth.verifyOtp(body.phone, body.otp, client, caller), caller ? 'Phone number verified' : AuthMessages.loginSuccessful);
  }
}
