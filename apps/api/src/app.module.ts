import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AdminModule } from './admin/admin.module';
import { AssistantModule } from './assistant/assistant.module';
import { AuthGuard } from './auth/auth.guard';
import { AuthModule } from './auth/auth.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import type { AppConfig } from './config/config';
import { ComplaintsModule } from './complaints/complaints.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { IdentityModule } from './identity/identity.module';
import { MetricsModule } from './metrics/metrics.module';
import { QueuesModule } from './queues/queues.module';
import { SchemesModule } from './schemes/schemes.module';

const REQUEST_ID = /^[\w.-]{1,64}$/;

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            // Honour a caller's X-Request-Id when it is sane, otherwise mint one; echoed back.
            genReqId: (request: IncomingMessage, response) => {
              const given = request.headers['x-request-id'];
              const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
              response.setHeader('X-Request-Id', id);
              return id;
            },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            autoLogging: { ignore: (request) => request.url === '/api/health' || request.url === '/api/metrics' },
          },
        }),
        AuthModule,
        CqrsModule.forRoot(),
        DatabaseModule,
        QueuesModule,
        HealthModule,
        MetricsModule,
        IdentityModule,
        AdminModule,
        SchemesModule,
        AssistantModule,
        ComplaintsModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
