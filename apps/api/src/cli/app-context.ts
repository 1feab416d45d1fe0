import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/config';
import { exitWithConfigProblems } from './cli-support';

/** The application's providers without the HTTP server, for command-line tasks. */
export async function createCliContext(): Promise<INestApplicationContext> {
  const config = exitWithConfigProblems(() => loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }));
  return NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
}
