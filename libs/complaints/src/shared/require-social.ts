import { ComplaintError } from '../complaint.errors';
import type { Complaint } from '../complaint.state';

/** Moderation and posting concern only complaints whose author asked for social posting. */
export function requireSocial(complaint: Complaint): void {
  if (!complaint.postToSocial || complaint.socialStatus === 'not_requested') throw new ComplaintError('COMPLAINT.NOT_FOR_SOCIAL');
}

export const socialRefusal = (message: string): ComplaintError =>
  new ComplaintError('COMPLAINT.INVALID_SOCIAL_TRANSITION', { message });
