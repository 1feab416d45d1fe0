import type { InlineProjection, RecordedEvent, SqlExecutor } from '@jan-seva/event-store';
import { COMPLAINT_EVENT_TYPES } from '../complaint.events';
import { assertNever } from '../shared/assert-never';
import { complaintEventOf } from './complaint-event-of';

/**
 * The `complaints` read model: one row per complaint for the public list, "my complaints",
 * the detail page, the admin console (moderation queue, overdue view) and the statistics.
 * It mirrors evolve (complaint.state.ts) column by column.
 *
 * Every event of the stream moves `version` to the event's stream version, and each write is
 * guarded by `version < $version`, so applying an event twice (or an old one late) is a no-op.
 * Times come from the events, never from now(), so a rebuild gives the same rows.
 */
export const complaintsProjection: InlineProjection = {
  name: 'complaints',
  handles: COMPLAINT_EVENT_TYPES,
  tables: ['complaints'],
  async apply(recorded: RecordedEvent, tx: SqlExecutor): Promise<void> {
    const event = complaintEventOf(recorded);
    if (!event) return;
    const version = recorded.streamVersion;
    /** `assignments` may use $3, $4, … for `values`; updated_at is set from `at`. */
    const update = (at: string, assignments: string, values: unknown[] = []) =>
      tx.query(
        `UPDATE complaints SET ${assignments ? `${assignments}, ` : ''}updated_at = $${values.length + 3}::timestamptz, version = $2
         WHERE id = $1 AND version < $2`,
        [event.data.complaintId, version, ...values, at],
      );

    switch (event.type) {
      case 'ComplaintFiled': {
        const d = event.data;
        await tx.query(
          `INSERT INTO complaints (id, registration_number, author_id, author_display_name, title, description, category,
             location, urgency, status, department, tags, filed_at, original_due_at, due_at, post_to_social, social_status,
             updated_at, version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11::text[], $12::timestamptz, $13::timestamptz,
             $13::timestamptz, $14, $15, $12::timestamptz, $16)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.complaintId, d.registrationNumber, d.authorId, d.authorDisplayName, d.title, d.description, d.category,
            d.location ?? null, d.urgency, d.department, d.tags, d.filedAt, d.dueAt, d.postToSocial,
            d.postToSocial ? 'draft' : 'not_requested', version,
          ],
        );
        return;
      }
      case 'ComplaintUpdated': {
        const { changes, tags, dueAt, revision, socialStatus, updatedAt } = event.data;
        await update(
          updatedAt,
          `title = COALESCE($3::text, title),
           description = COALESCE($4::text, description),
           category = COALESCE($5::text, category),
           location = CASE WHEN $6::boolean THEN $7::text ELSE location END,
           urgency = COALESCE($8::text, urgency),
           post_to_social = COALESCE($9::boolean, post_to_social),
           tags = COALESCE($10::text[], tags),
           original_due_at = COALESCE($11::timestamptz, original_due_at),
           due_at = CASE WHEN $11::timestamptz IS NOT NULL AND interim_replied_at IS NULL THEN $11::timestamptz ELSE due_at END,
           screening_verdict = CASE WHEN $12::integer <> revision THEN NULL ELSE screening_verdict END,
           screening_findings = CASE WHEN $12::integer <> revision THEN NULL ELSE screening_findings END,
           redacted_text = CASE WHEN $12::integer <> revision THEN NULL ELSE redacted_text END,
           screened_at = CASE WHEN $12::integer <> revision THEN NULL ELSE screened_at END,
           revision = $12::integer,
           social_status = COALESCE($13::text, social_status),
           moderated_by = CASE WHEN $13::text IS NULL THEN moderated_by END,
           moderated_at = CASE WHEN $13::text IS NULL THEN moderated_at END,
           moderation_reason = CASE WHEN $13::text IS NULL THEN moderation_reason END,
           social_post_text = CASE WHEN $13::text IS NULL THEN social_post_text END,
           social_post_attempts = CASE WHEN $13::text IS NULL THEN social_post_attempts ELSE 0 END,
           social_post_channel = CASE WHEN $13::text IS NULL THEN social_post_channel END,
           social_post_id = CASE WHEN $13::text IS NULL THEN social_post_id END,
           social_post_url = CASE WHEN $13::text IS NULL THEN social_post_url END,
           social_post_error = CASE WHEN $13::text IS NULL THEN social_post_error END,
           social_post_retryable = CASE WHEN $13::text IS NULL THEN social_post_retryable END,
           posted_at = CASE WHEN $13::text IS NULL THEN posted_at END`,
          [
            changes.title ?? null,
            changes.description ?? null,
            changes.category ?? null,
            changes.location !== undefined,
            changes.location ?? null,
            changes.urgency ?? null,
            changes.postToSocial ?? null,
            tags ?? null,
            dueAt ?? null,
            revision,
            socialStatus ?? null,
          ],
        );
        return;
      }
      case 'ComplaintEvidenceAttached':
        await update(event.data.attachedAt, 'evidence_count = evidence_count + 1');
        return;
      case 'ComplaintUpvoted':
        await update(event.data.upvotedAt, 'upvotes = upvotes + 1');
        return;
      case 'ComplaintUpvoteWithdrawn':
        await update(event.data.withdrawnAt, 'upvotes = upvotes - 1');
        return;
      case 'ComplaintCommented':
        await update(event.data.commentedAt, 'comments = comments + 1');
        return;
      case 'ComplaintAssigned':
        await update(event.data.assignedAt, 'department = $3::text', [event.data.department]);
        return;
      case 'ComplaintStatusChanged': {
        const { to, reason, changedAt } = event.data;
        await update(
          changedAt,
          `status = $3::text,
           status_reason = $4::text,
           disposed_at = CASE WHEN $3::text IN ('resolved', 'rejected', 'closed') THEN $5::timestamptz ELSE NULL END,
           resolved_at = CASE WHEN $3::text = 'resolved' THEN $5::timestamptz ELSE resolved_at END`,
          [to, reason ?? null, changedAt],
        );
        return;
      }
      case 'ComplaintInterimReplyGiven': {
        const { text, expectedBy, repliedAt } = event.data;
        await update(repliedAt, `interim_reply_text = $3::text, interim_replied_at = $4::timestamptz, due_at = $5::timestamptz`, [
          text,
          repliedAt,
          expectedBy,
        ]);
        return;
      }
      case 'ComplaintFeedbackGiven': {
        const { rating, comment, givenAt } = event.data;
        await update(givenAt, `feedback_rating = $3::smallint, feedback_comment = $4::text, feedback_at = $5::timestamptz`, [
          rating,
          comment ?? null,
          givenAt,
        ]);
        return;
      }
      case 'ComplaintAppealed': {
        const { reason, dueAt, appealedAt } = event.data;
        await update(
          appealedAt,
          `status = 'under_review', status_reason = NULL, disposed_at = NULL, appealed_at = $3::timestamptz,
           appeal_reason = $4::text, duplicate_of_id = NULL, duplicate_of_number = NULL, interim_reply_text = NULL,
           interim_replied_at = NULL, original_due_at = $5::timestamptz, due_at = $5::timestamptz`,
          [appealedAt, reason, dueAt],
        );
        return;
      }
      case 'ComplaintMarkedDuplicate': {
        const { duplicateOf, markedAt } = event.data;
        await update(markedAt, `duplicate_of_id = $3::uuid, duplicate_of_number = $4::text`, [
          duplicateOf.complaintId,
          duplicateOf.registrationNumber,
        ]);
        return;
      }
      case 'ComplaintScreened': {
        const { revision, findings, redactedText, verdict, screenedAt } = event.data;
        // A screening of an older text revision changes nothing but the version (as in evolve).
        await update(
          screenedAt,
          `screening_verdict = CASE WHEN revision = $3::integer THEN $4::text ELSE screening_verdict END,
           screening_findings = CASE WHEN revision = $3::integer THEN $5::jsonb ELSE screening_findings END,
           redacted_text = CASE WHEN revision = $3::integer THEN $6::text ELSE redacted_text END,
           screened_at = CASE WHEN revision = $3::integer THEN $7::timestamptz ELSE screened_at END,
           social_status = CASE WHEN revision = $3::integer AND social_status = 'draft' THEN 'screened' ELSE social_status END`,
          [revision, verdict, JSON.stringify(findings), redactedText, screenedAt],
        );
        return;
      }
      case 'ComplaintModerationApproved': {
        const { by, approvedAt } = event.data;
        await update(
          approvedAt,
          `social_status = 'approved', moderated_by = $3::text, moderated_at = $4::timestamptz, moderation_reason = NULL`,
          [by, approvedAt],
        );
        return;
      }
      case 'ComplaintModerationRejected': {
        const { by, reason, rejectedAt } = event.data;
        await update(
          rejectedAt,
          `social_status = 'rejected', moderated_by = $3::text, moderated_at = $4::timestamptz, moderation_reason = $5::text`,
          [by, rejectedAt, reason],
        );
        return;
      }
      case 'SocialPostScheduled': {
        const { text, attempt, scheduledAt } = event.data;
        await update(scheduledAt, `social_status = 'scheduled', social_post_text = $3::text, social_post_attempts = $4::integer`, [
          text,
          attempt,
        ]);
        return;
      }
      case 'SocialPostPublished': {
        const { channel, postId, url, publishedAt } = event.data;
        await update(
          publishedAt,
          `social_status = 'posted', social_post_channel = $3::text, social_post_id = $4::text, social_post_url = $5::text,
           social_post_error = NULL, social_post_retryable = NULL, posted_at = $6::timestamptz`,
          [channel, postId, url ?? null, publishedAt],
        );
        return;
      }
      case 'SocialPostFailed': {
        const { error, retryable, failedAt } = event.data;
        await update(failedAt, `social_status = 'failed', social_post_error = $3::text, social_post_retryable = $4::boolean`, [
          error,
          retryable,
        ]);
        return;
      }
      default:
        assertNever(event);
    }
  },
};
