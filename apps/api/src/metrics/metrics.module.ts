import { Controller, Get, Header, Module } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { collectDefaultMetrics, register } from 'prom-client';
import { Public } from '../auth/public.decorator';

let collecting = false;

/** Prometheus metrics (process, event loop, GC) for operators; no personal data. */
@ApiExcludeController()
@Controller('metrics')
class MetricsController {
  constructor() {
    if (!collecting) {
      collectDefaultMetrics();
      collecting = true;
    }
  }

  @Public()
  @Get()
  @Header('Content-Type', register.contentType)
  metrics(): Promise<string> {
    return register.metrics();
  }
}

@Module({ controllers: [MetricsController] })
export class MetricsModule {}
