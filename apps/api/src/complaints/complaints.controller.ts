import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  appealRequestSchema,
  commentRequestSchema,
  ComplaintMessages,
  feedbackRequestSchema,
  fileComplaintRequestSchema,
  listComplaintsQuerySchema,
  MAX_EVIDENCE_PER_COMPLAINT,
  updateComplaintRequestSchema,
  type AppealRequest,
  type CommentRequest,
  type ComplaintVoteDto,
  type FeedbackRequest,
  type FileComplaintRequest,
  type ListComplaintsQuery,
  type UpdateComplaintRequest,
} from '@jan-seva/contracts';
import { ComplaintError, isComplaintError, type ComplaintChanges } from '@jan-seva/complaints';
import type { Response } from 'express';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { CurrentUser, type Caller } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { ApiError } from '../common/api-error';
import { ok } from '../common/envelope';
import { openApiBody } from '../common/openapi';
import type { UploadedBuffer } from '../common/uploaded-file';
import { ZodPipe } from '../common/zod-body.pipe';
import type { ClientContext } from '../identity/auth.service';
import { Client } from '../identity/client-context';
import { actorOf, ComplaintCommands, metadataOf } from './complaint-commands';
import { ComplaintReads, viewerOf, type ComplaintRef } from './complaint-reads';
import { EVIDENCE_MAX_BYTES, EvidenceStore } from './evidence-store';
import { detectEvidenceType, type EvidenceType } from './evidence-type';
import { EVIDENCE_FIELD, EvidenceUploadInterceptor } from './evidence-upload.interceptor';

const ID_PARAM = { name: 'id', description: 'Complaint id (UUID) or registration number (JS-2026-000123)' };

const DETAIL_SHAPE =
  'data: ComplaintDetail = ComplaintSummary + { postToSocial, filedAt, updatedAt, originalDueAt, disposedAt, resolvedAt, ' +
  'interimReply {text, expectedBy, repliedAt} | null, appeal {reason, appealedAt} | null, duplicateOf {id, registrationNumber} | null, ' +
  'socialPost {channel, url, postedAt} | null, feedback {rating, comment, givenAt} | null (author/admin), ' +
  'moderation {decision, reason, at} | null (author/admin), version, timeline [{position, type, summary, at, audience}], ' +
  'evidence [{id, kind, mime, size, attachedAt, url}] (author/admin, else []), mine }';

const ACCEPTED_TYPES = 'photos (JPEG, PNG or WebP, up to 5 MB), voice notes (Ogg/Opus, WebM, MP3, M4A or WAV, up to 10 MB) or PDF documents (up to 10 MB)';

/** A stable id from the caller's Idempotency-Key, so a retried comment is recorded once. */
function idFromKey(userId: string, key: string | undefined): string {
  if (!key) return randomUUID();
  const hex = createHash('sha256').update(`${userId}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Citizens' grievances (spec section 4 and 5, CPGRAMS and FixMyStreet lifecycles). Visitors
 * read the public list, statistics and public complaints; signed-in citizens file, edit while
 * pending, attach evidence, vote, comment, and give feedback or appeal after disposal.
 */
@ApiTags('complaints')
@ApiBearerAuth()
@Controller('complaints')
export class ComplaintsController {
  constructor(
    private readonly commands: ComplaintCommands,
    private readonly reads: ComplaintReads,
    private readonly evidence: EvidenceStore,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'List complaints (public), or with mine=true the signed-in citizen’s own',
    description:
      'Query: status, category, urgency (empty or "all" = any), q (words, prefix match on title/description/location, or an exact registration number), ' +
      'sort = recent | upvotes | urgency (high 3, medium 2, low 1, then most recent), page (from 1), pageSize (1-100, default 20), mine (true/false). ' +
      'The public list holds complaints not meant for social posting as soon as they are filed, and those meant for posting once a moderator approved them. ' +
      'Other people’s text is shown with personal data (phone, Aadhaar, PAN, e-mail, house address) and abuse masked; the author appears as "Asha V.". ' +
      'mine=true (sign-in required, else 401) lists every own complaint in every moderation state, as written. ' +
      'Response data: { items: ComplaintSummary[], total, page, pageSize }; ComplaintSummary = { id, registrationNumber, title, description, category, ' +
      'location?, urgency, status, author, timestamp, upvotes, comments, department, tags, socialStatus, evidenceCount, dueAt, overdue, upvoted? (signed in), ' +
      'statusReason, postToSocial and moderationReason (own complaints only) }.',
  })
  async list(@Query(new ZodPipe(listComplaintsQuerySchema)) query: ListComplaintsQuery, @CurrentUser() caller?: Caller) {
    return ok(await this.reads.list(query, caller));
  }

  @Public()
  @Get('stats')
  @ApiOperation({
    summary: 'Complaint statistics from the read model',
    description:
      'data: { total, byStatus {pending, under_review, in_progress, resolved, rejected, closed}, byCategory {<9 categories>}, resolved, ' +
      'averageHoursToResolve (null before the first resolution), resolvedWithinDeadlineShare (0-1 or null), overdue }. Counts every filed complaint.',
  })
  async stats() {
    return ok(await this.reads.stats());
  }

  @Public()
  @Get(':id')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'One complaint with its timeline',
    description: `404 for an unknown complaint and for one the caller may not see (not publicly listed, and not their own). Timeline entries by audience: public for everyone, participants (evidence, feedback, moderation decisions) for the author and administrators, staff (screening, posting attempts) for administrators. ${DETAIL_SHAPE}`,
  })
  async detail(@Param('id') id: string, @CurrentUser() caller?: Caller) {
    const ref = await this.reads.visibleRef(id, caller);
    return ok(await this.reads.detail(ref.id, caller));
  }

  @Post()
  @ApiOperation({
    summary: 'File a complaint',
    description:
      'title, description and category are required (else 400 "Please fill in all required fields"); location optional; urgency defaults to medium; ' +
      'postToSocial defaults to true (screened, then posted after a moderator approves). An Idempotency-Key header (8-100 letters, digits, - or _) ' +
      'makes a retried request return the first complaint (header Idempotent-Replayed: true) instead of filing twice. ' +
      `201 with ${DETAIL_SHAPE}, including registrationNumber (JS-<year>-<6 digits>, gapless per year).`,
  })
  @ApiBody(openApiBody(fileComplaintRequestSchema))
  async file(
    @Body(new ZodPipe(fileComplaintRequestSchema)) body: FileComplaintRequest,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
    @Res({ passthrough: true }) response: Response,
  ) {
    const filed = await this.commands.file(body, caller, client);
    if (filed.replayed) response.setHeader('Idempotent-Replayed', 'true');
    return ok(await this.reads.detail(filed.complaintId, caller), ComplaintMessages.filed);
  }

  @Put(':id')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Edit a complaint (its author, while it is pending)',
    description: `403 for anyone but the author, 422 once it is no longer pending (or its post is on its way). Changing the text sends it back for screening. ${DETAIL_SHAPE}`,
  })
  @ApiBody(openApiBody(updateComplaintRequestSchema))
  async update(
    @Param('id') id: string,
    @Body(new ZodPipe(updateComplaintRequestSchema)) body: UpdateComplaintRequest,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    const ref = await this.existing(id);
    const changes: ComplaintChanges = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.description !== undefined) changes.description = body.description;
    if (body.category !== undefined) changes.category = body.category;
    if (body.location !== undefined) changes.location = body.location;
    if (body.urgency !== undefined) changes.urgency = body.urgency;
    if (body.postToSocial !== undefined) changes.postToSocial = body.postToSocial;
    await this.commands.execute(
      ref.id,
      { type: 'UpdateComplaint', complaintId: ref.id, actor: actorOf(caller), changes, now: new Date() },
      { metadata: metadataOf(caller, client) },
    );
    return ok(await this.reads.detail(ref.id, caller), 'Complaint updated');
  }

  @Post(':id/evidence')
  @ApiParam(ID_PARAM)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Attach photos, a voice note or documents (the author)',
    description:
      `Multipart field "${EVIDENCE_FIELD}", up to 5 files per request and ${MAX_EVIDENCE_PER_COMPLAINT} per complaint (422 beyond). ` +
      `Accepted, recognised by content and not by name: ${ACCEPTED_TYPES}. Another type: 415; over its size: 413; not the author: 403; ` +
      `a disposed complaint: 422. Files are stored outside the web root under random names. 201 with ${DETAIL_SHAPE}.`,
  })
  @ApiBody({
    schema: {
      type: 'object',
      properties: { [EVIDENCE_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 5 } },
      required: [EVIDENCE_FIELD],
    },
  })
  @UseInterceptors(EvidenceUploadInterceptor)
  async attach(
    @Param('id') id: string,
    @UploadedFiles() files: UploadedBuffer[] | undefined,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    if (!files || files.length === 0) {
      throw new ApiError(400, `Choose at least one file to attach (field "${EVIDENCE_FIELD}")`, 'EVIDENCE.MISSING', { [EVIDENCE_FIELD]: 'Required' });
    }
    const ref = await this.existing(id);
    // Refuse before anything is written: the decider would refuse too, but only after storing.
    if (viewerOf(ref, caller) === 'public') throw new ComplaintError('COMPLAINT.NOT_AUTHOR');
    const typed = files.map((file) => ({ file, type: this.checkedType(file) }));
    const row = await this.reads.row(ref.id);
    if (row && row.evidence_count + files.length > MAX_EVIDENCE_PER_COMPLAINT) {
      throw new ComplaintError('COMPLAINT.EVIDENCE_LIMIT', {
        message: `A complaint can carry at most ${MAX_EVIDENCE_PER_COMPLAINT} attachments; this one has ${row.evidence_count}`,
      });
    }
    const stored = await Promise.all(typed.map(async ({ file, type }) => ({ type, size: file.size, storedName: await this.evidence.save(file.buffer) })));
    const now = new Date();
    try {
      await this.commands.execute(
        ref.id,
        stored.map(({ type, size, storedName }) => ({
          type: 'AttachEvidence' as const,
          complaintId: ref.id,
          actor: actorOf(caller),
          evidenceId: randomUUID(),
          kind: type.kind,
          mime: type.mime,
          size,
          storedName,
          now,
        })),
        { metadata: metadataOf(caller, client) },
      );
    } catch (error) {
      await Promise.all(stored.map(({ storedName }) => this.evidence.remove(storedName)));
      throw error;
    }
    return ok(await this.reads.detail(ref.id, caller), files.length === 1 ? '1 file attached' : `${files.length} files attached`);
  }

  @Get(':id/evidence/:evidenceId')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Download an attachment (the author and administrators)',
    description:
      'The file itself, with Content-Type from its detected type, Content-Disposition: attachment and X-Content-Type-Options: nosniff. ' +
      '403 for other citizens, 404 for an unknown complaint or attachment.',
  })
  async download(@Param('id') id: string, @Param('evidenceId') evidenceId: string, @CurrentUser() caller: Caller, @Res() response: Response) {
    const ref = await this.existing(id);
    if (viewerOf(ref, caller) === 'public') {
      throw new ApiError(403, 'Only the citizen who filed this complaint and grievance officers can open its attachments', 'COMPLAINT.NOT_AUTHOR');
    }
    const row = await this.reads.evidenceRow(ref.id, evidenceId);
    const path = row ? this.evidence.pathOf(row.stored_name) : null;
    if (!row || !path || !existsSync(path)) throw new ApiError(404, 'Attachment not found', 'EVIDENCE.NOT_FOUND');
    const extension = detectedExtension(row.mime);
    response.setHeader('Content-Type', row.mime);
    response.setHeader('Content-Disposition', `attachment; filename="${ref.registrationNumber}-${row.id.slice(0, 8)}.${extension}"`);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    response.sendFile(path, { dotfiles: 'deny', lastModified: false, etag: false }, (error) => {
      if (error && !response.headersSent) response.status(404).json({ statusCode: 404, error: 'Not Found', message: 'Attachment not found' });
    });
  }

  @Post(':id/upvote')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Upvote (one vote per citizen; voting again changes nothing)',
    description: 'data: { id, upvotes, upvoted: true }. 403 for the author’s own complaint, 422 once it is disposed, 404 if the caller cannot see it.',
  })
  async upvote(@Param('id') id: string, @CurrentUser() caller: Caller, @Client() client: ClientContext) {
    const ref = await this.reads.visibleRef(id, caller);
    await this.commands.execute(ref.id, { type: 'Upvote', complaintId: ref.id, actor: actorOf(caller), now: new Date() }, { metadata: metadataOf(caller, client) });
    return ok(await this.votes(ref.id, caller), 'Upvoted');
  }

  @Delete(':id/upvote')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Withdraw one’s upvote (idempotent: without a vote it changes nothing)',
    description: 'data: { id, upvotes, upvoted: false }.',
  })
  async withdrawUpvote(@Param('id') id: string, @CurrentUser() caller: Caller, @Client() client: ClientContext) {
    const ref = await this.reads.visibleRef(id, caller);
    try {
      await this.commands.execute(
        ref.id,
        { type: 'WithdrawUpvote', complaintId: ref.id, actor: actorOf(caller), now: new Date() },
        { metadata: metadataOf(caller, client) },
      );
    } catch (error) {
      // DELETE is idempotent: a vote that is not there (any more) is the state the caller asked for.
      if (!(isComplaintError(error) && error.code === 'COMPLAINT.NOT_UPVOTED')) throw error;
    }
    return ok(await this.votes(ref.id, caller), 'Upvote withdrawn');
  }

  @Post(':id/comments')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Comment (any signed-in citizen while the complaint is open; administrators reply officially at any time)',
    description: `An Idempotency-Key header makes a retried comment count once. 201 with ${DETAIL_SHAPE}; the comment is the timeline entry ComplaintCommented.`,
  })
  @ApiBody(openApiBody(commentRequestSchema))
  async comment(
    @Param('id') id: string,
    @Body(new ZodPipe(commentRequestSchema)) body: CommentRequest,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    const ref = await this.reads.visibleRef(id, caller);
    await this.commands.execute(
      ref.id,
      {
        type: 'Comment',
        complaintId: ref.id,
        actor: actorOf(caller),
        commentId: idFromKey(caller.userId, client.idempotencyKey),
        authorDisplayName: await this.commands.commenterName(caller),
        text: body.text,
        now: new Date(),
      },
      { metadata: metadataOf(caller, client) },
    );
    return ok(await this.reads.detail(ref.id, caller), 'Comment added');
  }

  @Post(':id/feedback')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Rate the handling 1-5 (the author, once, after it is resolved or closed)',
    description: `403 for anyone but the author; 422 before disposal or when given already. ${DETAIL_SHAPE}`,
  })
  @ApiBody(openApiBody(feedbackRequestSchema))
  async feedback(
    @Param('id') id: string,
    @Body(new ZodPipe(feedbackRequestSchema)) body: FeedbackRequest,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    const ref = await this.existing(id);
    await this.commands.execute(
      ref.id,
      {
        type: 'GiveFeedback',
        complaintId: ref.id,
        actor: actorOf(caller),
        rating: body.rating,
        ...(body.comment !== undefined ? { comment: body.comment } : {}),
        now: new Date(),
      },
      { metadata: metadataOf(caller, client) },
    );
    return ok(await this.reads.detail(ref.id, caller), 'Thank you for your feedback');
  }

  @Post(':id/appeal')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Appeal against the disposal (the author, once, within 30 days of it being resolved, rejected or closed)',
    description: `Reopens it as under review with a 30-day deadline. 403 for anyone but the author; 422 when not disposed, appealed already or too late. ${DETAIL_SHAPE}`,
  })
  @ApiBody(openApiBody(appealRequestSchema))
  async appeal(
    @Param('id') id: string,
    @Body(new ZodPipe(appealRequestSchema)) body: AppealRequest,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    const ref = await this.existing(id);
    await this.commands.execute(
      ref.id,
      { type: 'Appeal', complaintId: ref.id, actor: actorOf(caller), reason: body.reason, now: new Date() },
      { metadata: metadataOf(caller, client) },
    );
    return ok(await this.reads.detail(ref.id, caller), 'Your appeal has been registered');
  }

  /** For the author's own commands: 404 only for an unknown complaint; the decider says 403 to anyone else. */
  private async existing(id: string): Promise<ComplaintRef> {
    const ref = await this.reads.ref(id);
    if (!ref) throw new ApiError(404, 'Complaint not found', 'COMPLAINT.NOT_FOUND');
    return ref;
  }

  private checkedType(file: UploadedBuffer): EvidenceType {
    const type = detectEvidenceType(file.buffer);
    if (!type) {
      throw new ApiError(415, `This file type is not accepted. Attach ${ACCEPTED_TYPES}.`, 'EVIDENCE.UNSUPPORTED_TYPE', { [EVIDENCE_FIELD]: 'File type not accepted' });
    }
    const max = EVIDENCE_MAX_BYTES[type.kind];
    if (file.size > max) {
      const mb = Math.round(max / (1024 * 1024));
      throw new ApiError(413, `A ${type.kind === 'photo' ? 'photo' : type.kind === 'voice' ? 'voice note' : 'document'} can be at most ${mb} MB`, 'EVIDENCE.TOO_LARGE', {
        [EVIDENCE_FIELD]: `At most ${mb} MB`,
      });
    }
    return type;
  }

  private async votes(id: string, caller: Caller): Promise<ComplaintVoteDto> {
    const row = await this.reads.row(id, caller);
    if (!row) throw new ApiError(404, 'Complaint not found', 'COMPLAINT.NOT_FOUND');
    return { id: row.id, upvotes: row.upvotes, upvoted: row.upvoted === true };
  }
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'application/pdf': 'pdf',
};
const detectedExtension = (mime: string): string => EXTENSIONS[mime] ?? 'bin';
