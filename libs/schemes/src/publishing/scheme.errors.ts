export type SchemeErrorCode = 'SCHEME.ALREADY_PUBLISHED' | 'SCHEME.NOT_FOUND' | 'SCHEME.ARCHIVED' | 'SCHEME.NOT_ARCHIVED' | 'SCHEME.ID_MISMATCH';

const KINDS: Record<SchemeErrorCode, { kind: 'conflict' | 'not_found' | 'unprocessable' | 'validation'; message: string }> = {
  'SCHEME.ALREADY_PUBLISHED': { kind: 'conflict', message: 'A scheme with this id already exists' },
  'SCHEME.NOT_FOUND': { kind: 'not_found', message: 'Scheme not found' },
  'SCHEME.ARCHIVED': { kind: 'unprocessable', message: 'This scheme is archived; restore it before editing' },
  'SCHEME.NOT_ARCHIVED': { kind: 'unprocessable', message: 'This scheme is not archived' },
  'SCHEME.ID_MISMATCH': { kind: 'validation', message: 'The scheme id cannot be changed' },
};

/** A refused catalogue command; `kind` maps to HTTP in the API's one filter. */
export class SchemeError extends Error {
  readonly kind: (typeof KINDS)[SchemeErrorCode]['kind'];
  constructor(readonly code: SchemeErrorCode) {
    super(KINDS[code].message);
    this.name = 'SchemeError';
    this.kind = KINDS[code].kind;
  }
}
