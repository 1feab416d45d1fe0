import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/config';
import { serveWebApps } from './web/serve-web-apps';

/** Builds the HTTP application (used by main.ts and by integration tests). */
export async function createApp(config: AppConfig, options: { logger?: boolean } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
    ...(options.logger === false ? { logger: false } : {}),
  });
  if (options.logger !== false) app.useLogger(app.get(Logger));
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: config.BODY_LIMIT, strict: true });
  app.useBodyParser('urlencoded', { limit: config.BODY_LIMIT, extended: false });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // Swagger UI and the react-admin console use inline styles.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.enableCors({
    origin: config.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Request-Id', 'Retry-After'],
    credentials: false,
  });
  app.setGlobalPrefix('api');
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Jan Seva Portal API')
      .setDescription('Citizen government-services portal: accounts, schemes, assistant, grievances, documents, events, offices.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  if (config.SERVE_WEB) serveWebApps(app);
  app.enableShutdownHooks();
  return app;
}
