import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  approveModerationRequestSchema,
  assignDepartmentRequestSchema,
  changeStatusRequestSchema,
  interimReplyRequestSchema,
  markDuplicateRequestSchema,
  rejectModerationRequestSchema,
  type AssignDepartmentRequest,
  type ChangeStatusRequest,
  type InterimReplyRequest,
  type MarkDuplicateRequest,
  type RejectModerationRequest,
} from '@jan-seva/contracts';
import type { ComplaintCommand } from '@jan-seva/complaints';
import type { Response } from 'express';
import { parseListQuery } from '../admin/list-query';
import { CurrentUser, type Caller } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { ApiError } from '../common/api-error';
import type { ClientContext } from '../identity/auth.service';
import { Client } from '../identity/client-context';
import { actorOf, ComplaintCommands, metadataOf } from './complaint-commands';
import { ComplaintReads, NOT_FOUND, type ComplaintRef } from './complaint-reads';
import { toAdminRecord, toModerationItem } from './complaint-views';
import { VersionedBodyPipe, versionedOpenApiBody, type Versioned } from './versioned-body';

const ID_PARAM = { name: 'id', description: 'Complaint id (UUID) or registration number (JS-2026-000123)' };

const SORTABLE = {
  filedAt: 'c.filed_at',
  timestamp: 'c.filed_at',
  upvotes: 'c.upvotes',
  dueAt: 'c.due_at',
  urgency: 'c.urgency_weight',
  status: 'c.status',
  category: 'c.category',
  department: 'c.department',
  socialStatus: 'c.social_status',
  screenedAt: 'c.screened_at',
  updatedAt: 'c.updated_at',
  registrationNumber: 'c.registration_number',
  id: 'c.id',
};

const LIST_FILTERS =
  'ra-data-simple-rest: sort=["field","ASC|DESC"] (filedAt, upvotes, dueAt, urgency, status, category, department, socialStatus, screenedAt, updatedAt, registrationNumber), ' +
  'range=[0,24], filter={"q": words or a registration number, "status", "category", "urgency", "socialStatus", "department" (part of the name), ' +
  '"overdue": true|false, "authorId", "id": [ids]}. Bare JSON array, Content-Range header.';

const RECORD =
  'AdminComplaint = ComplaintSummary (text as written) + { postToSocial, filedAt, updatedAt, originalDueAt, disposedAt, resolvedAt, interimReply, appeal, ' +
  'duplicateOf, feedback, authorId, authorName, statusReason, revision, version (pass as expectedVersion), screening {verdict, findings[{kind, match (masked), index}], ' +
  'redactedText, screenedAt} | null, moderation {decision, by, reason, at} | null, socialPost {text, attempts, channel, postId, url, error, retryable, postedAt} }';
const DETAIL = `${RECORD} + { timeline [{position, type, summary, at, audience}] (every audience), evidence [{id, kind, mime, size, attachedAt, url}], authorContact {name, email, phone} }`;

/**
 * The grievance officers' side (admin role only; 403 for citizens): the complaints resource,
 * the overdue view and the moderation queue in the ra-data-simple-rest format, and one command
 * per console button. Answers are bare records as react-admin expects, not the { data } envelope.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminComplaintsController {
  constructor(
    private readonly commands: ComplaintCommands,
    private readonly reads: ComplaintReads,
  ) {}

  @Get('complaints')
  @ApiOperation({ summary: 'All complaints (react-admin list)', description: `${LIST_FILTERS} Items: ${RECORD}.` })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const list = parseListQuery(query, { sortable: SORTABLE, defaultSort: ['filedAt', 'DESC'] });
    const { rows, contentRange } = await this.reads.adminList(list, 'all');
    response.setHeader('Content-Range', contentRange);
    return rows.map(toAdminRecord);
  }

  @Get('complaints-overdue')
  @ApiOperation({
    summary: 'Open complaints past their deadline (react-admin list), the most overdue first',
    description: `${LIST_FILTERS} Items: ${RECORD}.`,
  })
  async overdue(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const list = parseListQuery(query, { sortable: SORTABLE, defaultSort: ['dueAt', 'ASC'] });
    const { rows, contentRange } = await this.reads.adminList(list, 'overdue');
    response.setHeader('Content-Range', contentRange);
    return rows.map(toAdminRecord);
  }

  @Get('complaints-overdue/:id')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'One overdue complaint (same record as GET /api/admin/complaints/:id)', description: DETAIL })
  async overdueOne(@Param('id') id: string) {
    return this.reads.adminDetail((await this.ref(id)).id);
  }

  @Get('moderation-queue')
  @ApiOperation({
    summary: 'Screened complaints waiting for a moderation decision (react-admin list), the longest waiting first',
    description:
      `${LIST_FILTERS} Items: { id, registrationNumber, title, category, urgency, status, author, filedAt, screenedAt, verdict (clean | needs_review), ` +
      'findings [{kind: abuse|phone|aadhaar|pan|email|address, match (masked), index}], findingKinds, originalText, redactedText (what would be posted), version }.',
  })
  async moderationQueue(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const list = parseListQuery(query, { sortable: SORTABLE, defaultSort: ['screenedAt', 'ASC'] });
    const { rows, contentRange } = await this.reads.adminList(list, 'moderation');
    response.setHeader('Content-Range', contentRange);
    return rows.map(toModerationItem);
  }

  @Get('moderation-queue/:id')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'One moderation-queue entry (whatever its social status now)' })
  async moderationItem(@Param('id') id: string) {
    const row = await this.reads.row((await this.ref(id)).id);
    if (!row) throw NOT_FOUND();
    return toModerationItem(row);
  }

  @Get('complaints/:id')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'The full record of a complaint', description: DETAIL })
  async one(@Param('id') id: string) {
    return this.reads.adminDetail((await this.ref(id)).id);
  }

  @Post('complaints/:id/status')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Change the status (with a reason; required for rejected and closed)',
    description:
      'Moves: pending → under_review | in_progress | rejected | closed; under_review → in_progress | resolved | rejected | closed; in_progress → resolved | closed. ' +
      'Other moves 422 with the reason. The decision is made on the version the administrator saw: with expectedVersion, or else the version loaded now; ' +
      `a concurrent change (another administrator) answers 409 and nothing is recorded. Returns ${DETAIL}.`,
  })
  @ApiBody(versionedOpenApiBody(changeStatusRequestSchema))
  async changeStatus(
    @Param('id') id: string,
    @Body(new VersionedBodyPipe(changeStatusRequestSchema)) request: Versioned<ChangeStatusRequest>,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    const { body } = request;
    return this.run(id, request, caller, client, (ref, now) => ({
      type: 'ChangeStatus',
      complaintId: ref.id,
      actor: actorOf(caller),
      to: body.status,
      ...(body.reason !== undefined ? { reason: body.reason } : {}),
      now,
    }), false);
  }

  @Post('complaints/:id/assign')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Assign a department', description: `422 once disposed. Returns ${DETAIL}.` })
  @ApiBody(versionedOpenApiBody(assignDepartmentRequestSchema))
  async assign(
    @Param('id') id: string,
    @Body(new VersionedBodyPipe(assignDepartmentRequestSchema)) request: Versioned<AssignDepartmentRequest>,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    return this.run(id, request, caller, client, (ref, now) => ({
      type: 'AssignDepartment',
      complaintId: ref.id,
      actor: actorOf(caller),
      department: request.body.department,
      now,
    }));
  }

  @Post('complaints/:id/interim-reply')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Give a CPGRAMS interim reply: what is being done and by when (expectedBy, ISO date-time, at most 30 days ahead)',
    description: `The citizen’s deadline (dueAt) moves to expectedBy. 400 for a date in the past or too far ahead; 422 once disposed. Returns ${DETAIL}.`,
  })
  @ApiBody(versionedOpenApiBody(interimReplyRequestSchema))
  async interimReply(
    @Param('id') id: string,
    @Body(new VersionedBodyPipe(interimReplyRequestSchema)) request: Versioned<InterimReplyRequest>,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    return this.run(id, request, caller, client, (ref, now) => ({
      type: 'GiveInterimReply',
      complaintId: ref.id,
      actor: actorOf(caller),
      text: request.body.text,
      expectedBy: new Date(request.body.expectedBy),
      now,
    }));
  }

  @Post('complaints/:id/duplicate')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Close as a duplicate of another complaint',
    description: `Body { duplicateOf: registration number or id of the original } ("original" is accepted as another name). 404 when the original does not exist; 400 for itself. Returns ${DETAIL}.`,
  })
  @ApiBody(versionedOpenApiBody(markDuplicateRequestSchema))
  async duplicate(
    @Param('id') id: string,
    @Body() raw: unknown,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    const given = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const { original, ...rest } = given;
    const request = new VersionedBodyPipe(markDuplicateRequestSchema).transform(
      rest.duplicateOf === undefined && original !== undefined ? { ...rest, duplicateOf: original } : rest,
    ) as Versioned<MarkDuplicateRequest>;
    const originalRef = await this.reads.ref(request.body.duplicateOf);
    if (!originalRef) {
      throw new ApiError(404, 'The original complaint was not found', 'COMPLAINT.NOT_FOUND', { duplicateOf: 'No complaint with this number or id' });
    }
    return this.run(id, request, caller, client, (ref, now) => ({
      type: 'MarkDuplicate',
      complaintId: ref.id,
      actor: actorOf(caller),
      original: { complaintId: originalRef.id, registrationNumber: originalRef.registrationNumber },
      now,
    }));
  }

  @Post('complaints/:id/moderation/approve')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Approve the screened, redacted text for social posting',
    description: `The social-post worker then publishes the redacted text once. 422 before screening, for a complaint not meant for posting, or once it is sent. Returns ${DETAIL}.`,
  })
  @ApiBody(versionedOpenApiBody(approveModerationRequestSchema))
  async approve(
    @Param('id') id: string,
    @Body(new VersionedBodyPipe(approveModerationRequestSchema)) request: Versioned<Record<string, never>>,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    return this.run(id, request, caller, client, (ref, now) => ({ type: 'ApproveModeration', complaintId: ref.id, actor: actorOf(caller), now }));
  }

  @Post('complaints/:id/moderation/reject')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Reject the social post, with a reason the author reads (the grievance itself goes on being handled)',
    description: `422 before screening or once the post is on its way. Returns ${DETAIL}.`,
  })
  @ApiBody(versionedOpenApiBody(rejectModerationRequestSchema))
  async reject(
    @Param('id') id: string,
    @Body(new VersionedBodyPipe(rejectModerationRequestSchema)) request: Versioned<RejectModerationRequest>,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    return this.run(id, request, caller, client, (ref, now) => ({
      type: 'RejectModeration',
      complaintId: ref.id,
      actor: actorOf(caller),
      reason: request.body.reason,
      now,
    }));
  }

  @Post('complaints/:id/social/retry')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Try a failed social post again',
    description: `For a post whose publication failed (socialStatus failed, also for good): schedules a new attempt that the social-post worker publishes. Returns ${DETAIL}.`,
  })
  @ApiBody(versionedOpenApiBody(approveModerationRequestSchema))
  async retrySocialPost(
    @Param('id') id: string,
    @Body(new VersionedBodyPipe(approveModerationRequestSchema)) request: Versioned<Record<string, never>>,
    @CurrentUser() caller: Caller,
    @Client() client: ClientContext,
  ) {
    return this.run(id, request, caller, client, (ref, now) => ({ type: 'ScheduleSocialPost', complaintId: ref.id, actor: actorOf(caller), now }));
  }

  private async ref(id: string): Promise<ComplaintRef> {
    const ref = await this.reads.ref(id);
    if (!ref) throw NOT_FOUND();
    return ref;
  }

  /**
   * Runs an administrator's command and answers with the record as it is now. Without
   * expectedVersion a lost race is re-decided on fresh state, except for status changes,
   * which are only ever made on the state the administrator loaded (409 otherwise).
   */
  private async run(
    id: string,
    request: Versioned<unknown>,
    caller: Caller,
    client: ClientContext,
    command: (ref: ComplaintRef, now: Date) => ComplaintCommand,
    retryOnConflict = true,
  ) {
    const ref = await this.ref(id);
    await this.commands.execute(ref.id, command(ref, new Date()), {
      metadata: metadataOf(caller, client),
      ...(request.expectedVersion !== undefined ? { expectedVersion: request.expectedVersion } : {}),
      retryOnConflict,
    });
    return this.reads.adminDetail(ref.id);
  }
}
