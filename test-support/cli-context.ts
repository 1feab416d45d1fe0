import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../apps/api/src/app.module';
import type { AppConfig } from '../apps/api/src/config/config';

/** The API's providers without HTTP, on the test configuration (for CLI-level tests). */
export function createCliContextFor(config: AppConfig): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
}
