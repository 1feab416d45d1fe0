import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_DEPARTMENTS,
  COMPLAINT_STATUSES,
  SOCIAL_POST_STATUSES,
  STATUSES_NEEDING_REASON,
  URGENCY_LEVELS,
  type ComplaintStatus,
} from '@jan-seva/contracts';
import type { FindingKind } from './types';

type Choice<T extends string> = { id: T; name: string };

const labelled = <T extends string>(values: readonly T[], prefix: string): Choice<T>[] =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }));

export const statusChoices = labelled(COMPLAINT_STATUSES, 'resources.complaints.statuses');
export const categoryChoices = labelled(COMPLAINT_CATEGORIES, 'resources.complaints.categories');
export const urgencyChoices = labelled(URGENCY_LEVELS, 'resources.complaints.urgencies');
export const socialStatusChoices = labelled(SOCIAL_POST_STATUSES, 'resources.complaints.socialStatuses');

export const FINDING_KINDS = ['abuse', 'phone', 'aadhaar', 'pan', 'email', 'address'] as const satisfies readonly FindingKind[];

/** The routing table's departments and the other offices the API suggests; free text is accepted too. */
export const departmentSuggestions: readonly string[] = COMPLAINT_DEPARTMENTS;

/**
 * The moves an administrator may make, as libs/complaints' STATUS_TRANSITIONS has them (a test
 * checks they agree). The console offers only these; the API decides, and answers 422 with the
 * reason should they ever differ.
 */
export const NEXT_STATUSES = {
  pending: ['under_review', 'in_progress', 'rejected', 'closed'],
  under_review: ['in_progress', 'resolved', 'rejected', 'closed'],
  in_progress: ['resolved', 'closed'],
  resolved: [],
  rejected: [],
  closed: [],
} as const satisfies Record<ComplaintStatus, readonly ComplaintStatus[]>;

export const nextStatusChoices = (from: ComplaintStatus): Choice<ComplaintStatus>[] =>
  statusChoices.filter((choice) => (NEXT_STATUSES[from] as readonly ComplaintStatus[]).includes(choice.id));

export const needsReason = (status: unknown): boolean =>
  (STATUSES_NEEDING_REASON as readonly unknown[]).includes(status);
