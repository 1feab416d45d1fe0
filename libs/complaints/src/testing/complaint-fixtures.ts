import type { ComplaintStatus, SocialPostStatus } from '@jan-seva/contracts';
import type {
  ComplaintAssigned,
  ComplaintEvent,
  ComplaintFiled,
  ComplaintModerationApproved,
  ComplaintScreened,
  ComplaintStatusChanged,
  SocialPostScheduled,
} from '../complaint.events';
import { SYSTEM_ACTOR, type Actor } from '../shared/actor';

/** Test data for the complaints specs: one complaint, its author, another citizen, an administrator. */

export const COMPLAINT_ID = '5d0c8f8e-3c1b-4b6e-9a51-0c7e2b1f4a01';
export const OTHER_COMPLAINT_ID = '7a4e2d10-9b3c-4f5e-8d21-6c0b1a2e3f04';
export const AUTHOR_ID = '0b6f3c1e-4a57-4d8e-9c1a-2f5e7d9b3a10';
export const CITIZEN_ID = '1c7a4d2f-5b68-4e9f-8d2b-3a6f8e0c4b21';
export const ADMIN_ID = '2d8b5e3a-6c79-4fa0-9e3c-4b7a9f1d5c32';
export const REGISTRATION_NUMBER = 'JS-2026-000123';

export const author: Actor = { id: AUTHOR_ID, role: 'user' };
export const citizen: Actor = { id: CITIZEN_ID, role: 'user' };
export const admin: Actor = { id: ADMIN_ID, role: 'admin' };
export const system: Actor = SYSTEM_ACTOR;

/** 2 March 2026, 10:00 in India. */
export const T0 = new Date('2026-03-02T04:30:00.000Z');
export const at = (minutes: number): Date => new Date(T0.getTime() + minutes * 60_000);
export const iso = (minutes: number): string => at(minutes).toISOString();
export const HOUR = 60;
export const DAY = 24 * HOUR;

export const TITLE = 'No water supply for a week';
export const DESCRIPTION = 'There has been no water in Ward 14 of Aliganj since Monday; the tanker never comes.';

export const complaintFiled = (data: Partial<ComplaintFiled['data']> = {}): ComplaintFiled => ({
  type: 'ComplaintFiled',
  data: {
    complaintId: COMPLAINT_ID,
    registrationNumber: REGISTRATION_NUMBER,
    authorId: AUTHOR_ID,
    authorDisplayName: 'Asha V.',
    title: TITLE,
    description: DESCRIPTION,
    category: 'Water Supply',
    location: 'Aliganj, Lucknow',
    urgency: 'medium',
    postToSocial: true,
    department: 'Auto-assigned',
    tags: ['there', 'been', 'water'],
    filedAt: iso(0),
    dueAt: iso(7 * DAY),
    ...data,
  },
});

export const routed = (department = 'Jal Board / Water Supply Department', minutes = 0): ComplaintAssigned => ({
  type: 'ComplaintAssigned',
  data: { complaintId: COMPLAINT_ID, department, by: 'system', assignedAt: iso(minutes) },
});

/** A complaint as filing leaves it: filed, then routed to its category's department. */
export const filed = (data: Partial<ComplaintFiled['data']> = {}): ComplaintEvent[] => [complaintFiled(data), routed()];

export const statusChanged = (
  from: ComplaintStatus,
  to: ComplaintStatus,
  minutes: number,
  reason?: string,
): ComplaintStatusChanged => ({
  type: 'ComplaintStatusChanged',
  data: { complaintId: COMPLAINT_ID, from, to, ...(reason !== undefined ? { reason } : {}), by: ADMIN_ID, changedAt: iso(minutes) },
});

/** Filed and then moved along the path to `status` (rejected and closed straight from under review). */
export function filedThen(status: ComplaintStatus, minutes = 60): ComplaintEvent[] {
  const path: ComplaintStatusChanged[] = [];
  if (status === 'pending') return filed();
  path.push(statusChanged('pending', 'under_review', minutes));
  if (status === 'in_progress' || status === 'resolved') path.push(statusChanged('under_review', 'in_progress', minutes + 1));
  if (status === 'resolved') path.push(statusChanged('in_progress', 'resolved', minutes + 2, 'Pipeline repaired'));
  if (status === 'rejected') path.push(statusChanged('under_review', 'rejected', minutes + 1, 'Not a civic matter'));
  if (status === 'closed') path.push(statusChanged('under_review', 'closed', minutes + 1, 'Transferred to the state board'));
  return [...filed(), ...path];
}

export const screened = (minutes = 5, data: Partial<ComplaintScreened['data']> = {}): ComplaintScreened => ({
  type: 'ComplaintScreened',
  data: {
    complaintId: COMPLAINT_ID,
    revision: 0,
    findings: [],
    redactedText: `${TITLE}\n\n${DESCRIPTION}\n\nLocation: Aliganj, Lucknow`,
    verdict: 'clean',
    screenedAt: iso(minutes),
    ...data,
  },
});

export const approved = (minutes = 10): ComplaintModerationApproved => ({
  type: 'ComplaintModerationApproved',
  data: { complaintId: COMPLAINT_ID, by: ADMIN_ID, approvedAt: iso(minutes) },
});

export const scheduled = (minutes = 11, attempt = 1): SocialPostScheduled => ({
  type: 'SocialPostScheduled',
  data: { complaintId: COMPLAINT_ID, text: screened().data.redactedText, attempt, scheduledAt: iso(minutes) },
});

export const moderationRejected = (minutes = 10): ComplaintEvent => ({
  type: 'ComplaintModerationRejected',
  data: { complaintId: COMPLAINT_ID, by: ADMIN_ID, reason: 'Names a private person', rejectedAt: iso(minutes) },
});

export const published = (minutes = 12): ComplaintEvent => ({
  type: 'SocialPostPublished',
  data: { complaintId: COMPLAINT_ID, channel: 'mastodon', postId: '111', url: 'https://social.example/@janseva/111', publishedAt: iso(minutes) },
});

export const postFailed = (minutes = 12, retryable = true): ComplaintEvent => ({
  type: 'SocialPostFailed',
  data: { complaintId: COMPLAINT_ID, error: 'HTTP 503 from the instance', retryable, failedAt: iso(minutes) },
});

/** A complaint whose social post has reached `status`. */
export function socialHistory(status: SocialPostStatus): ComplaintEvent[] {
  switch (status) {
    case 'not_requested':
      return filed({ postToSocial: false });
    case 'draft':
      return filed();
    case 'screened':
      return [...filed(), screened()];
    case 'approved':
      return [...filed(), screened(), approved()];
    case 'rejected':
      return [...filed(), screened(), moderationRejected()];
    case 'scheduled':
      return [...filed(), screened(), approved(), scheduled()];
    case 'posted':
      return [...filed(), screened(), approved(), scheduled(), published()];
    case 'failed':
      return [...filed(), screened(), approved(), scheduled(), postFailed()];
  }
}
