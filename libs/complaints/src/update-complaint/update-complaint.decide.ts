import { COMPLAINT_CATEGORIES, URGENCY_LEVELS, type SocialPostStatus } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { ComplaintAssigned, ComplaintChanges, ComplaintUpdated } from '../complaint.events';
import { AUTO_ASSIGNED_DEPARTMENT, deadlineFor, routeDepartment, tagsFrom } from '../complaint.rules';
import type { Complaint, ComplaintState } from '../complaint.state';
import { requireAuthor, requireComplaint, SYSTEM_ACTOR_ID } from '../shared/actor';
import { toIso } from '../shared/time';
import type { UpdateComplaintCommand } from './update-complaint.command';

/** Social statuses in which the post's text is already on its way out or published. */
const SENT_FOR_POSTING: readonly SocialPostStatus[] = ['scheduled', 'posted', 'failed'];

/**
 * Only the author, only while pending. Records only what really changed (nothing at all for
 * a no-op edit). A new text needs a new screening and a new moderation decision; a new
 * category re-routes the complaint unless an administrator chose its department.
 */
export function updateComplaint(
  command: UpdateComplaintCommand,
  state: ComplaintState,
): [] | [ComplaintUpdated] | [ComplaintUpdated, ComplaintAssigned] {
  const complaint = requireComplaint(state);
  requireAuthor(complaint, command.actor);
  if (complaint.status !== 'pending') throw new ComplaintError('COMPLAINT.NOT_EDITABLE');

  const changes = effectiveChanges(complaint, command.changes);
  if (Object.keys(changes).length === 0) return [];

  const textChanged = changes.title !== undefined || changes.description !== undefined || changes.location !== undefined;
  if ((textChanged || changes.postToSocial !== undefined) && SENT_FOR_POSTING.includes(complaint.socialStatus)) {
    throw new ComplaintError('COMPLAINT.NOT_EDITABLE', {
      message: 'This complaint has already been sent for posting on social media; its text can no longer be changed',
    });
  }

  const postToSocial = changes.postToSocial ?? complaint.postToSocial;
  let socialStatus: SocialPostStatus | undefined;
  if (!postToSocial) socialStatus = changes.postToSocial === false ? 'not_requested' : undefined;
  else if (changes.postToSocial === true || (textChanged && complaint.socialStatus !== 'draft')) socialStatus = 'draft';

  const updatedAt = toIso(command.now);
  const updated: ComplaintUpdated = {
    type: 'ComplaintUpdated',
    data: {
      complaintId: complaint.complaintId,
      changes,
      ...(changes.description !== undefined ? { tags: tagsFrom(changes.description) } : {}),
      ...(changes.urgency !== undefined ? { dueAt: toIso(deadlineFor(changes.urgency, new Date(complaint.filedAt))) } : {}),
      revision: textChanged ? complaint.revision + 1 : complaint.revision,
      ...(socialStatus !== undefined ? { socialStatus } : {}),
      updatedAt,
    },
  };

  if (changes.category !== undefined && complaint.departmentAssignedBy === SYSTEM_ACTOR_ID) {
    const department = routeDepartment(changes.category) ?? AUTO_ASSIGNED_DEPARTMENT;
    if (department !== complaint.department) {
      return [
        updated,
        { type: 'ComplaintAssigned', data: { complaintId: complaint.complaintId, department, by: SYSTEM_ACTOR_ID, assignedAt: updatedAt } },
      ];
    }
  }
  return [updated];
}

/** The requested changes, trimmed and validated, without those equal to the current values. */
function effectiveChanges(complaint: Complaint, requested: ComplaintChanges): ComplaintChanges {
  const changes: ComplaintChanges = {};
  const fields: Record<string, string> = {};
  if (requested.title !== undefined) {
    const title = requested.title.trim();
    if (!title) fields.title = 'Please fill in all required fields';
    else if (title !== complaint.title) changes.title = title;
  }
  if (requested.description !== undefined) {
    const description = requested.description.trim();
    if (!description) fields.description = 'Please fill in all required fields';
    else if (description !== complaint.description) changes.description = description;
  }
  if (requested.category !== undefined) {
    if (!COMPLAINT_CATEGORIES.includes(requested.category)) fields.category = 'Please choose one of the listed categories';
    else if (requested.category !== complaint.category) changes.category = requested.category;
  }
  if (requested.location !== undefined) {
    const location = requested.location?.trim() || null;
    if (location !== complaint.location) changes.location = location;
  }
  if (requested.urgency !== undefined) {
    if (!URGENCY_LEVELS.includes(requested.urgency)) fields.urgency = 'Please choose low, medium or high';
    else if (requested.urgency !== complaint.urgency) changes.urgency = requested.urgency;
  }
  if (requested.postToSocial !== undefined && requested.postToSocial !== complaint.postToSocial) {
    changes.postToSocial = requested.postToSocial;
  }
  if (Object.keys(fields).length > 0) throw new ComplaintError('COMPLAINT.INVALID', { fields });
  return changes;
}
