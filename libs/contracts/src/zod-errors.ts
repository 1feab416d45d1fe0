import type { z } from 'zod';

/** Turns zod issues into `{ 'address.pincode': 'message' }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const unknownKey of issue.keys) {
        const path = [...issue.path.map(String), unknownKey].join('.');
        fields[path] ??= `Unknown field '${unknownKey}'`;
      }
      continue;
    }
    fields[key] ??= issue.message;
  }
  return fields;
}
