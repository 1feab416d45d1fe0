import { PipeTransform } from '@nestjs/common';
import { fieldErrors } from '@jan-seva/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** Validates a body or query with a shared contracts schema; 400 with field messages otherwise. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const fields = fieldErrors(parsed.error);
    const first = Object.values(fields)[0] ?? 'Invalid request';
    throw new ApiError(400, first, 'VALIDATION.FAILED', fields);
  }
}
