import { z } from 'zod';
import { ValidationMessages as M } from './messages';

/**
 * Complaints (grievances): constants of spec sections 4 and 9, the request schemas the portal,
 * the admin console and the API share, and the response shapes. Lifecycle rules live in
 * libs/complaints; only what a form or a query string needs is here.
 */

/** The 9 categories of the submit form, in the form's order (spec section 9). */
export const COMPLAINT_CATEGORIES = [
  'Infrastructure',
  'Water Supply',
  'Electricity',
  'Sanitation',
  'Traffic',
  'Illegal Activity',
  'Healthcare',
  'Education',
  'Other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const URGENCY_LEVELS = ['low', 'medium', 'high'] as const;
export type Urgency = (typeof URGENCY_LEVELS)[number];

/** Sort weight of the urgency sort (spec section 9: high 3, medium 2, low 1). */
export const URGENCY_SORT_WEIGHTS = { high: 3, medium: 2, low: 1 } as const satisfies Record<Urgency, number>;

/** Response-time guidance shown beside the form (spec section 9). */
export const RESPONSE_TIME_GUIDANCE = {
  high: '24-48 hours',
  medium: '3-7 days',
  low: '7-14 days',
} as const satisfies Record<Urgency, string>;

/**
 * The spec's four statuses plus the two dispositions CPGRAMS has besides resolution
 * (rejected, closed), both always with a reason.
 */
export const COMPLAINT_STATUSES = ['pending', 'under_review', 'in_progress', 'resolved', 'rejected', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
/** Still being worked on: the deadline runs and the complaint can be overdue. */
export const OPEN_COMPLAINT_STATUSES = ['pending', 'under_review', 'in_progress'] as const satisfies readonly ComplaintStatus[];
/** Disposed of: only the author's appeal reopens it. */
export const DISPOSED_COMPLAINT_STATUSES = ['resolved', 'rejected', 'closed'] as const satisfies readonly ComplaintStatus[];
/** Statuses an administrator may set (pending is only ever the starting status). */
export const SETTABLE_COMPLAINT_STATUSES = ['under_review', 'in_progress', 'resolved', 'rejected', 'closed'] as const;
/** Dispositions that need a reason the citizen can read. */
export const STATUSES_NEEDING_REASON = ['rejected', 'closed'] as const satisfies readonly ComplaintStatus[];

/**
 * Social-post status. The spec has draft, scheduled and posted; the moderation steps between
 * them are ours. `not_requested`: the citizen unticked "post to social media", nothing is posted.
 *   draft → screened → approved → scheduled → posted
 *                    ↘ rejected    scheduled → failed → scheduled (retry) | posted
 */
export const SOCIAL_POST_STATUSES = [
  'not_requested',
  'draft',
  'screened',
  'approved',
  'rejected',
  'scheduled',
  'posted',
  'failed',
] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];

/** Complaints meant for social posting appear in the public list once a moderator approved them. */
export const PUBLICLY_LISTED_SOCIAL_STATUSES = ['not_requested', 'approved', 'scheduled', 'posted', 'failed'] as const satisfies readonly SocialPostStatus[];

export const SOCIAL_CHANNELS = ['mastodon', 'community'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

export const COMPLAINT_SORTS = ['recent', 'upvotes', 'urgency'] as const;
export type ComplaintSort = (typeof COMPLAINT_SORTS)[number];

/** What a new complaint's department reads until it is routed (spec section 4). */
export const AUTO_ASSIGNED_DEPARTMENT = 'Auto-assigned';

/**
 * Where a complaint of each category goes first. 'Other' has no route: it stays
 * 'Auto-assigned' until an administrator assigns a department.
 */
export const CATEGORY_DEPARTMENTS = {
  Infrastructure: 'Public Works Department',
  'Water Supply': 'Jal Board / Water Supply Department',
  Electricity: 'Electricity Distribution Company',
  Sanitation: 'Municipal Sanitation Department',
  Traffic: 'Traffic Police',
  'Illegal Activity': 'Police Department',
  Healthcare: 'Health Department',
  Education: 'Education Department',
  Other: null,
} as const satisfies Record<ComplaintCategory, string | null>;

/** Departments an administrator can pick from (free text is accepted too). */
export const COMPLAINT_DEPARTMENTS: readonly string[] = [
  ...new Set(Object.values(CATEGORY_DEPARTMENTS).filter((department) => department !== null)),
  'Municipal Corporation',
  'Revenue Department',
  'Transport Department',
  'Food and Civil Supplies Department',
  'Social Welfare Department',
];

/** Registration numbers as citizens see them: JS-<year>-<6+ digits>, e.g. JS-2026-000123. */
export const REGISTRATION_NUMBER_PATTERN = /^JS-\d{4}-\d{6,}$/;

/**
 * Evidence a citizen may attach (spec: photos, a voice note, documents; 10MB per file). The
 * API checks the type by the file's content (magic bytes), never by its name.
 */
export const EVIDENCE_KINDS = ['photo', 'voice', 'document'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];
const MB = 1024 * 1024;
export const EVIDENCE_RULES = {
  // A phone photo is 2-4 MB; larger ones are usually uncompressed and slow to open in the console.
  photo: { mimeTypes: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * MB },
  voice: { mimeTypes: ['audio/mpeg', 'audio/ogg', 'audio/webm', 'audio/mp4', 'audio/wav'], maxBytes: 10 * MB },
  document: { mimeTypes: ['application/pdf'], maxBytes: 10 * MB },
} as const satisfies Record<EvidenceKind, { mimeTypes: readonly string[]; maxBytes: number }>;
export const MAX_EVIDENCE_PER_COMPLAINT = 10;

/** Field limits, shared by the form (maxLength) and the API. */
export const COMPLAINT_LIMITS = {
  title: 150,
  description: 5000,
  location: 200,
  comment: 2000,
  reason: 1000,
  feedbackComment: 1000,
  interimReply: 2000,
  department: 120,
  query: 100,
  pageSize: 100,
} as const;

export const ComplaintMessages = {
  requiredFields: 'Please fill in all required fields',
  categoryInvalid: 'Please choose one of the listed categories',
  titleTooLong: `The title can be at most ${COMPLAINT_LIMITS.title} characters`,
  descriptionTooLong: `The description can be at most ${COMPLAINT_LIMITS.description} characters`,
  locationTooLong: `The location can be at most ${COMPLAINT_LIMITS.location} characters`,
  nothingToUpdate: 'Nothing to update',
  commentRequired: 'Please write a comment',
  commentTooLong: `A comment can be at most ${COMPLAINT_LIMITS.comment} characters`,
  ratingInvalid: 'Please give a rating from 1 to 5',
  appealReasonRequired: 'Please explain why you are appealing',
  reasonRequired: 'Please give a reason',
  reasonTooLong: `The reason can be at most ${COMPLAINT_LIMITS.reason} characters`,
  statusInvalid: 'Please choose a valid status',
  departmentRequired: 'Please name the department',
  interimReplyRequired: 'Please write the interim reply',
  expectedByInvalid: 'Please give the expected date as a date and time',
  duplicateOfInvalid: 'Give the registration number (e.g. JS-2026-000123) or the id of the original complaint',
  filed: 'Your complaint has been registered',
} as const;

const RM = ComplaintMessages;

/** A required text: missing, blank or whitespace-only all read 'Please fill in all required fields'. */
const requiredText = (max: number, tooLong: string) =>
  z.string({ error: RM.requiredFields }).trim().min(1, RM.requiredFields).max(max, tooLong);

const categoryField = z.enum(COMPLAINT_CATEGORIES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? RM.requiredFields : RM.categoryInvalid),
});

/** An empty location box means "no location". */
const locationField = z
  .string()
  .trim()
  .max(COMPLAINT_LIMITS.location, RM.locationTooLong)
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** POST /api/complaints (spec section 5, Complaint submit). Attachments go to /evidence afterwards. */
export const fileComplaintRequestSchema = z
  .object({
    title: requiredText(COMPLAINT_LIMITS.title, RM.titleTooLong),
    description: requiredText(COMPLAINT_LIMITS.description, RM.descriptionTooLong),
    category: categoryField,
    location: locationField,
    urgency: z.enum(URGENCY_LEVELS).default('medium'),
    postToSocial: z.boolean().default(true),
  })
  .strict();
export type FileComplaintRequest = z.infer<typeof fileComplaintRequestSchema>;
/** What the form holds before defaults apply. */
export type FileComplaintForm = z.input<typeof fileComplaintRequestSchema>;

/**
 * PUT /api/complaints/:id (author only, while pending). Every field optional; `location: ''`
 * or `null` clears the location.
 */
export const updateComplaintRequestSchema = z
  .object({
    title: requiredText(COMPLAINT_LIMITS.title, RM.titleTooLong).optional(),
    description: requiredText(COMPLAINT_LIMITS.description, RM.descriptionTooLong).optional(),
    category: categoryField.optional(),
    location: z
      .string()
      .trim()
      .max(COMPLAINT_LIMITS.location, RM.locationTooLong)
      .nullable()
      .transform((value) => (value === '' ? null : value))
      .optional(),
    urgency: z.enum(URGENCY_LEVELS).optional(),
    postToSocial: z.boolean().optional(),
  })
  .strict()
  .refine((value) => Object.values(value).some((entry) => entry !== undefined), RM.nothingToUpdate);
export type UpdateComplaintRequest = z.infer<typeof updateComplaintRequestSchema>;

export const commentRequestSchema = z
  .object({
    text: z
      .string({ error: RM.commentRequired })
      .trim()
      .min(1, RM.commentRequired)
      .max(COMPLAINT_LIMITS.comment, RM.commentTooLong),
  })
  .strict();
export type CommentRequest = z.infer<typeof commentRequestSchema>;

/** Citizen feedback after resolution (CPGRAMS: a rating, and a remark). */
export const feedbackRequestSchema = z
  .object({
    rating: z.number({ error: RM.ratingInvalid }).int(RM.ratingInvalid).min(1, RM.ratingInvalid).max(5, RM.ratingInvalid),
    comment: z
      .string()
      .trim()
      .max(COMPLAINT_LIMITS.feedbackComment, M.tooLong)
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
  })
  .strict();
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const appealRequestSchema = z
  .object({
    reason: z
      .string({ error: RM.appealReasonRequired })
      .trim()
      .min(1, RM.appealReasonRequired)
      .max(COMPLAINT_LIMITS.reason, RM.reasonTooLong),
  })
  .strict();
export type AppealRequest = z.infer<typeof appealRequestSchema>;

const reasonField = z.string().trim().max(COMPLAINT_LIMITS.reason, RM.reasonTooLong);

/** Admin: move a complaint on. Rejected and closed need a reason. */
export const changeStatusRequestSchema = z
  .object({
    status: z.enum(SETTABLE_COMPLAINT_STATUSES, { error: RM.statusInvalid }),
    reason: reasonField.transform((value) => (value === '' ? undefined : value)).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if ((STATUSES_NEEDING_REASON as readonly string[]).includes(value.status) && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: RM.reasonRequired });
    }
  });
export type ChangeStatusRequest = z.infer<typeof changeStatusRequestSchema>;

export const assignDepartmentRequestSchema = z
  .object({
    department: z
      .string({ error: RM.departmentRequired })
      .trim()
      .min(1, RM.departmentRequired)
      .max(COMPLAINT_LIMITS.department, M.tooLong),
  })
  .strict();
export type AssignDepartmentRequest = z.infer<typeof assignDepartmentRequestSchema>;

/** Admin: CPGRAMS interim reply when final disposal takes longer; `expectedBy` is an ISO date-time. */
export const interimReplyRequestSchema = z
  .object({
    text: z
      .string({ error: RM.interimReplyRequired })
      .trim()
      .min(1, RM.interimReplyRequired)
      .max(COMPLAINT_LIMITS.interimReply, M.tooLong),
    expectedBy: z.iso.datetime({ offset: true, error: RM.expectedByInvalid }),
  })
  .strict();
export type InterimReplyRequest = z.infer<typeof interimReplyRequestSchema>;

/** Admin: close as a duplicate of another complaint, named by registration number or id. */
export const markDuplicateRequestSchema = z
  .object({
    duplicateOf: z
      .string({ error: RM.duplicateOfInvalid })
      .trim()
      .refine((value) => REGISTRATION_NUMBER_PATTERN.test(value) || z.uuid().safeParse(value).success, RM.duplicateOfInvalid),
  })
  .strict();
export type MarkDuplicateRequest = z.infer<typeof markDuplicateRequestSchema>;

/** Admin moderation of a screened complaint meant for social posting. */
export const approveModerationRequestSchema = z.object({}).strict();
export const rejectModerationRequestSchema = z
  .object({
    reason: z
      .string({ error: RM.reasonRequired })
      .trim()
      .min(1, RM.reasonRequired)
      .max(COMPLAINT_LIMITS.reason, RM.reasonTooLong),
  })
  .strict();
export type RejectModerationRequest = z.infer<typeof rejectModerationRequestSchema>;
/** Both decisions through one endpoint, if the console prefers that. */
export const moderationDecisionRequestSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }).strict(),
  rejectModerationRequestSchema.extend({ decision: z.literal('reject') }).strict(),
]);
export type ModerationDecisionRequest = z.infer<typeof moderationDecisionRequestSchema>;

/** '' and 'all' in a filter mean "no filter" (the portal's status select has 'all'). */
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' || value === 'all' ? undefined : value), z.enum(values).optional());

/** GET /api/complaints query string. */
export const listComplaintsQuerySchema = z
  .object({
    status: optionalFilter(COMPLAINT_STATUSES),
    category: optionalFilter(COMPLAINT_CATEGORIES),
    urgency: optionalFilter(URGENCY_LEVELS),
    q: z
      .string()
      .trim()
      .max(COMPLAINT_LIMITS.query, M.tooLong)
      .transform((value) => (value === '' ? undefined : value))
      .optional(),
    sort: z.enum(COMPLAINT_SORTS).default('recent'),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(COMPLAINT_LIMITS.pageSize).default(20),
    /** The signed-in citizen's own complaints, whatever their moderation state. */
    mine: z.stringbool().default(false),
  })
  .strict();
export type ListComplaintsQuery = z.infer<typeof listComplaintsQuerySchema>;

/*
 * Response shapes. The API's mapping functions (apps/api/src/complaints/complaint-views.ts and
 * complaint-reads.ts) are typed with these, so what is declared here is what is sent. Dates are
 * ISO 8601 strings.
 */

/** A page of a list: `{ items, total, page, pageSize }` (page counts from 1). */
export interface ComplaintPageDto<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const SCREENING_FINDING_KINDS = ['abuse', 'phone', 'aadhaar', 'pan', 'email', 'address'] as const;
export type ScreeningFindingKind = (typeof SCREENING_FINDING_KINDS)[number];
export type ScreeningVerdict = 'clean' | 'needs_review';

/** A screening finding as the moderation queue shows it: the match is already masked. */
export interface ScreeningFindingDto {
  kind: ScreeningFindingKind;
  match: string;
  /** Offset (UTF-16 code units) of the match in the screened text. */
  index: number;
  /** Aadhaar-like numbers only: whether the Verhoeff check digit holds (then very likely real). */
  verified?: boolean;
}

/**
 * A complaint in a list (spec section 3 names: author, timestamp, comments, department,
 * tags; `socialStatus` is the spec's twitterStatus, `evidenceCount` its images count).
 * `author` is the public display name (first name and initial), never the full name.
 * For anyone but the author and administrators the text (title, description, location, tags)
 * has personal data and abuse masked.
 */
export interface ComplaintSummaryDto {
  id: string;
  registrationNumber: string;
  title: string;
  description: string;
  category: ComplaintCategory;
  location?: string;
  urgency: Urgency;
  status: ComplaintStatus;
  author: string;
  timestamp: string;
  upvotes: number;
  comments: number;
  department: string;
  tags: string[];
  socialStatus: SocialPostStatus;
  evidenceCount: number;
  dueAt: string;
  overdue: boolean;
  /** Whether the signed-in citizen has upvoted it (absent for a visitor). */
  upvoted?: boolean;
  /** The reason given with the last status change (always for rejected and closed), else null. */
  statusReason: string | null;
  /** The author and administrators only: whether the author asked for a social post. */
  postToSocial?: boolean;
  /** The author and administrators only: the moderator's reason when the social post was rejected, else null. */
  moderationReason?: string | null;
}

/** Who may read a timeline entry: everyone, the author and staff, or staff only. */
export const TIMELINE_AUDIENCES = ['public', 'participants', 'staff'] as const;
export type TimelineAudience = (typeof TIMELINE_AUDIENCES)[number];

/** One event of a complaint's history, as much of it as the viewer's audience may read (oldest first). */
export interface ComplaintTimelineEntryDto {
  position: number;
  /** The event type, e.g. ComplaintFiled, ComplaintStatusChanged. */
  type: string;
  /** The event's facts; the citizens' own words (comments, appeal reasons) masked for the public. */
  summary: Record<string, unknown>;
  at: string;
  audience: TimelineAudience;
}

/** An attachment (the author and administrators only). */
export interface ComplaintEvidenceDto {
  id: string;
  kind: EvidenceKind;
  mime: string;
  size: number;
  attachedAt: string;
  /** GET /api/complaints/:id/evidence/:evidenceId. */
  url: string;
}

/** A CPGRAMS interim reply: what is being done and by when (`expectedBy` is the current deadline). */
export interface ComplaintInterimReplyDto {
  text: string | null;
  expectedBy: string;
  repliedAt: string;
}

export interface ComplaintAppealDto {
  /** Masked for the public. */
  reason: string | null;
  appealedAt: string;
}

/** The original of a complaint closed as a duplicate. */
export interface ComplaintDuplicateRefDto {
  id: string;
  registrationNumber: string | null;
}

/** The published social post (only once socialStatus is posted). */
export interface ComplaintSocialPostDto {
  channel: string | null;
  url: string | null;
  postedAt: string | null;
}

export interface ComplaintFeedbackDto {
  rating: number | null;
  comment: string | null;
  givenAt: string;
}

/** The moderator's decision on the social post. */
export interface ComplaintModerationDto {
  decision: 'approved' | 'rejected';
  reason: string | null;
  at: string;
}

/** What a complaint's page shows beyond the summary (the public detail and the admin record). */
export interface ComplaintDetailFieldsDto {
  postToSocial: boolean;
  filedAt: string;
  updatedAt: string;
  /** The deadline set at filing (dueAt moves with an interim reply or an appeal). */
  originalDueAt: string;
  disposedAt: string | null;
  resolvedAt: string | null;
  interimReply: ComplaintInterimReplyDto | null;
  appeal: ComplaintAppealDto | null;
  duplicateOf: ComplaintDuplicateRefDto | null;
  socialPost: ComplaintSocialPostDto | null;
  /** The author and administrators only (null for others). */
  feedback: ComplaintFeedbackDto | null;
  /** The author and administrators only (null for others). */
  moderation: ComplaintModerationDto | null;
  /** The event-stream version: an administrator sends it back as expectedVersion. */
  version: number;
}

/**
 * GET /api/complaints/:id (and the answer of every citizen command on one): the summary, the
 * detail fields, the timeline the caller's audience may read, and the evidence (the author and
 * administrators; empty for others).
 */
export interface ComplaintDetailDto extends ComplaintSummaryDto, ComplaintDetailFieldsDto {
  postToSocial: boolean;
  timeline: ComplaintTimelineEntryDto[];
  evidence: ComplaintEvidenceDto[];
  /** Whether the caller filed it. */
  mine: boolean;
}

/** POST/DELETE /api/complaints/:id/upvote. */
export interface ComplaintVoteDto {
  id: string;
  upvotes: number;
  upvoted: boolean;
}

/** GET /api/complaints/stats, over every filed complaint. */
export interface ComplaintStatsDto {
  total: number;
  byStatus: Record<ComplaintStatus, number>;
  byCategory: Record<ComplaintCategory, number>;
  resolved: number;
  /** Mean hours from filing to resolution, or null when nothing is resolved yet. */
  averageHoursToResolve: number | null;
  /** Share (0 to 1) of resolved complaints resolved by their deadline, or null. */
  resolvedWithinDeadlineShare: number | null;
  /** Open complaints past their deadline now. */
  overdue: number;
}

/** A published post of the portal's own community feed (GET /api/community/posts). */
export interface CommunityPostDto {
  /** The complaint's id (one post per complaint). */
  id: string;
  complaintId: string;
  registrationNumber: string;
  category: string;
  /** The text a moderator approved, with personal data and abuse already removed. */
  text: string;
  publishedAt: string;
  /** The complaint's status now (null if the complaint is gone). */
  status: string | null;
  upvotes: number;
}

/** What screening found in the text (admin). */
export interface ComplaintScreeningDto {
  verdict: ScreeningVerdict | null;
  findings: ScreeningFindingDto[];
  /** What would be posted: personal data and abuse replaced. */
  redactedText: string | null;
  screenedAt: string;
}

/** The moderator's decision, with who made it (admin). */
export interface AdminComplaintModerationDto extends ComplaintModerationDto {
  by: string | null;
}

/** The social post's state and attempts (admin; every field null until there is a post). */
export interface AdminComplaintSocialPostDto {
  text: string | null;
  attempts: number;
  channel: string | null;
  postId: string | null;
  url: string | null;
  error: string | null;
  retryable: boolean | null;
  postedAt: string | null;
}

/**
 * A row of GET /api/admin/complaints (and complaints-overdue): the summary with the text as
 * written, the detail fields, and what the office needs. Bare records (ra-data-simple-rest).
 */
export interface AdminComplaintDto extends ComplaintSummaryDto, Omit<ComplaintDetailFieldsDto, 'moderation' | 'socialPost'> {
  postToSocial: boolean;
  authorId: string;
  authorName: string;
  revision: number;
  screening: ComplaintScreeningDto | null;
  moderation: AdminComplaintModerationDto | null;
  socialPost: AdminComplaintSocialPostDto;
}

export interface ComplaintAuthorContactDto {
  name: string;
  email: string;
  phone: string;
}

/**
 * GET /api/admin/complaints/:id (and the answer of every admin command): the record, the whole
 * timeline (every audience), the evidence and the author's contact details.
 */
export interface AdminComplaintDetailDto extends AdminComplaintDto {
  timeline: ComplaintTimelineEntryDto[];
  evidence: ComplaintEvidenceDto[];
  authorContact: ComplaintAuthorContactDto | null;
}

/** A row of GET /api/admin/moderation-queue: a screened complaint waiting for a decision. */
export interface ModerationQueueItemDto {
  id: string;
  registrationNumber: string;
  title: string;
  category: ComplaintCategory;
  urgency: Urgency;
  status: ComplaintStatus;
  author: string;
  filedAt: string;
  screenedAt: string | null;
  verdict: ScreeningVerdict | null;
  findings: ScreeningFindingDto[];
  findingKinds: ScreeningFindingKind[];
  /** The text as the citizen wrote it (title, description and location, as screened). */
  originalText: string;
  /** What would be posted. */
  redactedText: string | null;
  version: number;
}
