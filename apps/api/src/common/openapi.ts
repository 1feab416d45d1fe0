import type { ApiBodyOptions } from '@nestjs/swagger';
import { z } from 'zod';

/** The OpenAPI body of a route, generated from the same zod schema that validates it. */
export function openApiBody(schema: z.ZodType): ApiBodyOptions {
  return { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) } as ApiBodyOptions;
}
