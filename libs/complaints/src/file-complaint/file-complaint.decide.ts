import { COMPLAINT_CATEGORIES, REGISTRATION_NUMBER_PATTERN, URGENCY_LEVELS } from '@jan-seva/contracts';
import { ComplaintError } from '../complaint.errors';
import type { ComplaintAssigned, ComplaintFiled } from '../complaint.events';
import { AUTO_ASSIGNED_DEPARTMENT, deadlineFor, routeDepartment, tagsFrom } from '../complaint.rules';
import type { ComplaintState } from '../complaint.state';
import { requirePerson, SYSTEM_ACTOR_ID } from '../shared/actor';
import { toIso } from '../shared/time';
import type { FileComplaintCommand } from './file-complaint.command';

/**
 * A new complaint starts pending, social status draft (or not_requested), department
 * 'Auto-assigned' and zero votes (spec). Routing by category is recorded at once as a second
 * event by the system, so the log says both what the citizen filed and where the portal sent
 * it; a category without a route ('Other') stays 'Auto-assigned' until an administrator
 * assigns a department.
 */
export function fileComplaint(
  command: FileComplaintCommand,
  state: ComplaintState,
): [ComplaintFiled] | [ComplaintFiled, ComplaintAssigned] {
  requirePerson(command.actor);
  if (state.status !== 'nonexistent') throw new ComplaintError('COMPLAINT.ALREADY_FILED');
  const { complaintId, registrationNumber, actor, now } = command;
  const title = command.title.trim();
  const description = command.description.trim();
  const location = command.location?.trim() || undefined;
  const urgency = command.urgency ?? 'medium';

  const fields: Record<string, string> = {};
  if (!title) fields.title = 'Please fill in all required fields';
  if (!description) fields.description = 'Please fill in all required fields';
  if (!COMPLAINT_CATEGORIES.includes(command.category)) fields.category = 'Please choose one of the listed categories';
  if (!URGENCY_LEVELS.includes(urgency)) fields.urgency = 'Please choose low, medium or high';
  if (!REGISTRATION_NUMBER_PATTERN.test(registrationNumber)) fields.registrationNumber = 'Malformed registration number';
  if (!command.authorDisplayName.trim()) fields.authorDisplayName = 'The author needs a display name';
  if (Object.keys(fields).length > 0) throw new ComplaintError('COMPLAINT.INVALID', { fields });

  const filedAt = toIso(now);
  const filed: ComplaintFiled = {
    type: 'ComplaintFiled',
    data: {
      complaintId,
      registrationNumber,
      authorId: actor.id,
      authorDisplayName: command.authorDisplayName.trim(),
      title,
      description,
      category: command.category,
      ...(location !== undefined ? { location } : {}),
      urgency,
      postToSocial: command.postToSocial ?? true,
      department: AUTO_ASSIGNED_DEPARTMENT,
      tags: tagsFrom(description),
      filedAt,
      dueAt: toIso(deadlineFor(urgency, now)),
    },
  };
  const department = routeDepartment(command.category);
  if (department === null) return [filed];
  return [filed, { type: 'ComplaintAssigned', data: { complaintId, department, by: SYSTEM_ACTOR_ID, assignedAt: filedAt } }];
}
