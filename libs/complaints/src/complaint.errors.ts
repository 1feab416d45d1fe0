import { APPEAL_WINDOW_DAYS } from './complaint.rules';
import { MAX_EVIDENCE_PER_COMPLAINT } from '@jan-seva/contracts';

/**
 * What kind of refusal an error is, so the API maps it to HTTP in one place
 * (apps/api/src/common/domain-errors.ts): validation 400, unauthorized 401, forbidden 403,
 * not_found 404, conflict 409, unprocessable 422 (a business rule refused), too_many 429.
 */
export type ComplaintErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'too_many';

/** Every complaints error: its stable code, its kind and the message a citizen reads. */
export const COMPLAINT_ERRORS = {
  'COMPLAINT.NOT_FOUND': { kind: 'not_found', message: 'Complaint not found' },
  'COMPLAINT.ALREADY_FILED': { kind: 'conflict', message: 'This complaint has already been filed' },
  'COMPLAINT.INVALID': { kind: 'validation', message: 'Please check the complaint details' },
  'COMPLAINT.NOT_AUTHOR': { kind: 'forbidden', message: 'Only the citizen who filed this complaint can do this' },
  'COMPLAINT.STAFF_ONLY': { kind: 'forbidden', message: 'Only an administrator can do this' },
  'COMPLAINT.CITIZEN_ONLY': { kind: 'forbidden', message: 'Only a signed-in citizen can do this' },
  'COMPLAINT.OWN_COMPLAINT': { kind: 'forbidden', message: 'You cannot upvote your own complaint' },
  'COMPLAINT.NOT_EDITABLE': { kind: 'unprocessable', message: 'A complaint can be edited only while it is pending' },
  'COMPLAINT.ALREADY_CLOSED': {
    kind: 'unprocessable',
    message: 'This complaint has already been disposed of (resolved, rejected or closed)',
  },
  'COMPLAINT.INVALID_TRANSITION': { kind: 'unprocessable', message: 'This status change is not allowed' },
  'COMPLAINT.NOT_UPVOTED': { kind: 'unprocessable', message: 'You have not upvoted this complaint' },
  'COMPLAINT.FEEDBACK_NOT_ALLOWED': {
    kind: 'unprocessable',
    message: 'Feedback can be given once the complaint is resolved or closed',
  },
  'COMPLAINT.FEEDBACK_ALREADY_GIVEN': { kind: 'unprocessable', message: 'You have already given feedback on this complaint' },
  'COMPLAINT.APPEAL_NOT_ALLOWED': {
    kind: 'unprocessable',
    message: 'Only a resolved, rejected or closed complaint can be appealed',
  },
  'COMPLAINT.ALREADY_APPEALED': { kind: 'unprocessable', message: 'This complaint has already been appealed once' },
  'COMPLAINT.APPEAL_WINDOW_CLOSED': {
    kind: 'unprocessable',
    message: `An appeal must be made within ${APPEAL_WINDOW_DAYS} days of the disposal`,
  },
  'COMPLAINT.EVIDENCE_LIMIT': {
    kind: 'unprocessable',
    message: `A complaint can carry at most ${MAX_EVIDENCE_PER_COMPLAINT} attachments`,
  },
  'COMPLAINT.EVIDENCE_INVALID': {
    kind: 'validation',
    message: 'This file type or size is not accepted for this kind of attachment',
  },
  'COMPLAINT.DUPLICATE_OF_ITSELF': { kind: 'validation', message: 'A complaint cannot be a duplicate of itself' },
  'COMPLAINT.NOT_FOR_SOCIAL': { kind: 'unprocessable', message: 'This complaint is not meant for social media posting' },
  'COMPLAINT.NOT_SCREENED': { kind: 'unprocessable', message: 'This complaint has not been screened yet' },
  'COMPLAINT.INVALID_SOCIAL_TRANSITION': { kind: 'unprocessable', message: 'This social media step is not possible now' },
} as const satisfies Record<string, { kind: ComplaintErrorKind; message: string }>;

export type ComplaintErrorCode = keyof typeof COMPLAINT_ERRORS;

export interface ComplaintErrorOptions {
  /** A more specific, readable message (for example which transition was refused and why). */
  message?: string;
  /** Field-level messages (kind `validation`), keyed by the request's field name. */
  fields?: Record<string, string>;
}

/** A command the complaints domain refuses. Thrown by deciders. */
export class ComplaintError extends Error {
  readonly kind: ComplaintErrorKind;
  readonly fields?: Record<string, string>;

  constructor(
    readonly code: ComplaintErrorCode,
    options: ComplaintErrorOptions = {},
  ) {
    super(options.message ?? COMPLAINT_ERRORS[code].message);
    this.name = 'ComplaintError';
    this.kind = COMPLAINT_ERRORS[code].kind;
    if (options.fields) this.fields = options.fields;
  }
}

export const isComplaintError = (error: unknown): error is ComplaintError => error instanceof ComplaintError;
