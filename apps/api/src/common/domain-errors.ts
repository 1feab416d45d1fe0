/**
 * Domain libraries (libs/<context>) throw errors with a stable `code` and a `kind`; this is the
 * one place that turns a kind into an HTTP status, so no domain code knows about HTTP.
 */
const STATUS_BY_KIND: Record<string, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_many: 429,
};

export interface HttpDescription {
  status: number;
  message: string;
  code: string;
  fields?: Record<string, string>;
}

export function domainErrorToHttp(error: unknown): HttpDescription | null {
  if (!(error instanceof Error)) return null;
  const candidate = error as Error & { code?: unknown; kind?: unknown; fields?: unknown };
  if (typeof candidate.code !== 'string' || typeof candidate.kind !== 'string') return null;
  const status = STATUS_BY_KIND[candidate.kind];
  if (!status) return null;
  return {
    status,
    message: candidate.message,
    code: candidate.code,
    ...(candidate.fields && typeof candidate.fields === 'object' ? { fields: candidate.fields as Record<string, string> } : {}),
  };
}
