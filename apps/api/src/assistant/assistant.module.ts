import { Module } from '@nestjs/common';
import { SchemesModule } from '../schemes/schemes.module';
import { AssistantService } from './assistant.service';
import { QaController } from './qa.controller';
import { RateLimiter } from './rate-limiter';

@Module({
  imports: [SchemesModule],
  controllers: [QaController],
  providers: [AssistantService, RateLimiter],
})
export class AssistantModule {}
