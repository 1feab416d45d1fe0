import type { InlineProjection } from '@jan-seva/event-store';
import { complaintEvidenceProjection } from './complaint-evidence.projection';
import { complaintTimelineProjection } from './complaint-timeline.projection';
import { complaintVotesProjection } from './complaint-votes.projection';
import { complaintsProjection } from './complaints.projection';

export { complaintEvidenceProjection, complaintsProjection, complaintTimelineProjection, complaintVotesProjection };
export { timelineEntryOf, type TimelineAudience, type TimelineEntry } from './timeline-entry';

/** The complaints read models, kept in the append's transaction. */
export const complaintsProjections: readonly InlineProjection[] = [
  complaintsProjection,
  complaintVotesProjection,
  complaintTimelineProjection,
  complaintEvidenceProjection,
];
