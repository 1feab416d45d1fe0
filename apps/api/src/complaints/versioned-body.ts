import { PipeTransform } from '@nestjs/common';
import type { ApiBodyOptions } from '@nestjs/swagger';
import type { z } from 'zod';
import { ApiError } from '../common/api-error';
import { openApiBody } from '../common/openapi';
import { ZodPipe } from '../common/zod-body.pipe';

export interface Versioned<T> {
  body: T;
  expectedVersion?: number;
}

/**
 * An administrator's command body: the contract's fields plus an optional `expectedVersion`
 * (the `version` of the record the console showed). With it, a command racing another
 * administrator's on the same version is refused with 409 instead of being applied on top.
 */
export class VersionedBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, Versioned<z.infer<S>>> {
  private readonly inner: ZodPipe<S>;

  constructor(schema: S) {
    this.inner = new ZodPipe(schema);
  }

  transform(value: unknown): Versioned<z.infer<S>> {
    const { expectedVersion, ...rest } = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    if (expectedVersion !== undefined && (typeof expectedVersion !== 'number' || !Number.isInteger(expectedVersion) || expectedVersion < 1)) {
      throw new ApiError(400, 'expectedVersion must be the record version (a whole number from 1)', 'VALIDATION.FAILED', {
        expectedVersion: 'Must be a whole number from 1',
      });
    }
    const body = this.inner.transform(rest);
    return expectedVersion === undefined ? { body } : { body, expectedVersion };
  }
}

/** The OpenAPI body of such a command: the contract's schema with `expectedVersion` beside it. */
export function versionedOpenApiBody(schema: z.ZodType): ApiBodyOptions {
  const options = openApiBody(schema) as { schema: { properties?: Record<string, unknown> } };
  options.schema.properties = {
    ...(options.schema.properties ?? {}),
    expectedVersion: {
      type: 'integer',
      minimum: 1,
      description: 'The record version the console showed; a concurrent change then answers 409 instead of being overwritten.',
    },
  };
  return options as ApiBodyOptions;
}
