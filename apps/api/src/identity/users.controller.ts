import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  changePasswordRequestSchema,
  preferencesSchema,
  updateProfileRequestSchema,
  type Preferences,
  type UpdateProfileRequest,
} from '@jan-seva/contracts';
import type { Response } from 'express';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import type { z } from 'zod';
import { CurrentUser, type Caller } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { ApiError } from '../common/api-error';
import { ok } from '../common/envelope';
import { detectImageType } from '../common/image-type';
import type { UploadedBuffer } from '../common/uploaded-file';
import { openApiBody } from '../common/openapi';
import { ZodPipe } from '../common/zod-body.pipe';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { AuthService, duplicateAccountError, type ClientContext } from './auth.service';
import { Client } from './client-context';
import { toUserDto, UserDirectory } from './user-directory';
import { UserRepository } from './user-repository';

/** Profile photos above this size are refused with 413. */
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
const MIME_BY_EXTENSION: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/**
 * The signed-in citizen's own account. Every route acts on the caller's id from the session:
 * there is no user id in these paths, so nobody can read or change another person's profile.
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  private readonly avatarDir: string;

  constructor(
    private readonly users: UserRepository,
    private readonly directory: UserDirectory,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const base = isAbsolute(config.UPLOAD_DIR) ? config.UPLOAD_DIR : resolve(process.cwd(), config.UPLOAD_DIR);
    this.avatarDir = join(base, 'avatars');
  }

  @Get('profile')
  async profile(@CurrentUser() caller: Caller) {
    const row = await this.directory.byId(caller.userId);
    if (!row) throw new ApiError(401, 'Unauthorized', 'AUTH.REQUIRED');
    return ok(toUserDto(row));
  }

  @Put('profile')
  @ApiBody(openApiBody(updateProfileRequestSchema))
  async updateProfile(
    @CurrentUser() caller: Caller,
    @Body(new ZodPipe(updateProfileRequestSchema)) body: UpdateProfileRequest,
    @Client() client: ClientContext,
  ) {
    try {
      await this.users.execute(caller.userId, { type: 'UpdateProfile', changes: body, now: new Date() }, { metadata: { actorId: caller.userId, ip: client.ip } });
    } catch (error) {
      throw duplicateAccountError(error) ?? error;
    }
    return this.profileAfterChange(caller.userId, 'Profile updated');
  }

  @Put('preferences')
  @ApiBody(openApiBody(preferencesSchema))
  async updatePreferences(@CurrentUser() caller: Caller, @Body(new ZodPipe(preferencesSchema)) body: Preferences, @Client() client: ClientContext) {
    await this.users.execute(caller.userId, { type: 'UpdatePreferences', preferences: body, now: new Date() }, { metadata: { actorId: caller.userId, ip: client.ip } });
    const row = await this.directory.byId(caller.userId);
    return ok(row?.preferences ?? {}, 'Preferences saved');
  }

  @Put('password')
  @HttpCode(200)
  @ApiBody(openApiBody(changePasswordRequestSchema))
  async changePassword(
    @CurrentUser() caller: Caller,
    @Body(new ZodPipe(changePasswordRequestSchema)) body: z.infer<typeof changePasswordRequestSchema>,
    @Client() client: ClientContext,
  ) {
    await this.auth.changePassword(caller.userId, caller.sessionId, body.currentPassword, body.newPassword, client);
    return ok(null, 'Password changed. Other devices have been signed out.');
  }

  /** A profile photo: PNG, JPEG, GIF or WebP by content, at most 2 MB. */
  @Post('avatar')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } }))
  async uploadAvatar(@CurrentUser() caller: Caller, @UploadedFile() file: UploadedBuffer | undefined, @Client() client: ClientContext) {
    if (!file) throw new ApiError(400, 'Choose an image file to upload (field "file")', 'UPLOAD.MISSING', { file: 'Required' });
    const type = detectImageType(file.buffer);
    if (!type) throw new ApiError(415, 'Profile photo must be a PNG, JPEG, GIF or WebP image', 'UPLOAD.NOT_AN_IMAGE', { file: 'Not an image' });
    const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await mkdir(this.avatarDir, { recursive: true });
    await writeFile(join(this.avatarDir, name), file.buffer, { flag: 'wx' });
    await this.users.execute(
      caller.userId,
      { type: 'ChangeAvatar', path: `/api/users/avatars/${name}`, contentType: type.mime, now: new Date() },
      { metadata: { actorId: caller.userId, ip: client.ip } },
    );
    return this.profileAfterChange(caller.userId, 'Profile photo updated');
  }

  /** Avatars are served by unguessable name (128 random bits), so an <img> needs no token. */
  @Public()
  @Get('avatars/:name')
  avatar(@Param('name') name: string, @Res() response: Response) {
    const path = join(this.avatarDir, name);
    if (!AVATAR_NAME.test(name) || !existsSync(path)) throw new ApiError(404, 'Not found');
    response.setHeader('Content-Type', MIME_BY_EXTENSION[name.split('.').pop()!]!);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, max-age=86400');
    response.sendFile(path);
  }

  private async profileAfterChange(userId: string, message: string) {
    const row = await this.directory.byId(userId);
    if (!row) throw new ApiError(401, 'Unauthorized', 'AUTH.REQUIRED');
    return ok(toUserDto(row), message);
  }
}
