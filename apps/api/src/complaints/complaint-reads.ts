import { Inject, Injectable } from '@nestjs/common';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_LIMITS,
  COMPLAINT_STATUSES,
  REGISTRATION_NUMBER_PATTERN,
  type AdminComplaintDetailDto,
  type CommunityPostDto,
  type ComplaintCategory,
  type ComplaintDetailDto,
  type ComplaintPageDto,
  type ComplaintStatsDto,
  type ComplaintStatus,
  type ComplaintSummaryDto,
  type ComplaintTimelineEntryDto,
  type ListComplaintsQuery,
  type TimelineAudience,
} from '@jan-seva/contracts';
import { Pool } from 'pg';
import { contentRange, stringFilter, type ListQuery } from '../admin/list-query';
import type { Caller } from '../auth/current-user.decorator';
import { ApiError } from '../common/api-error';
import { PG_POOL } from '../database/database.module';
import {
  COMPLAINT_COLUMNS,
  detailFields,
  toAdminRecord,
  toEvidence,
  toSummary,
  toTimelineEntry,
  type ComplaintRow,
  type EvidenceRow,
  type TimelineRow,
  type Viewer,
} from './complaint-views';

const OVERDUE = `(c.status IN ('pending', 'under_review', 'in_progress') AND c.due_at < now())`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const NOT_FOUND = () => new ApiError(404, 'Complaint not found', 'COMPLAINT.NOT_FOUND');

/** The little a command needs to know before it runs: which complaint, whose, and who may see it. */
export interface ComplaintRef {
  id: string;
  authorId: string;
  registrationNumber: string;
  publiclyListed: boolean;
}

/** Who the caller is to this complaint. */
export function viewerOf(ref: Pick<ComplaintRef, 'authorId'>, caller: Caller | undefined): Viewer {
  if (caller?.role === 'admin') return 'staff';
  if (caller && caller.userId === ref.authorId) return 'owner';
  return 'public';
}

/** Publicly listed complaints are for everyone; the others only for their author and administrators. */
export const canSee = (ref: ComplaintRef, caller: Caller | undefined): boolean => ref.publiclyListed || viewerOf(ref, caller) !== 'public';

/** Audiences of the timeline table (complaint_timeline.audience) each viewer may read. */
const AUDIENCES: Record<Viewer, TimelineAudience[]> = {
  public: ['public'],
  owner: ['public', 'participants'],
  staff: ['public', 'participants', 'staff'],
};

const ORDER_BY = {
  recent: 'c.filed_at DESC, c.id DESC',
  upvotes: 'c.upvotes DESC, c.filed_at DESC, c.id DESC',
  // The spec's urgency sort: weights high 3, medium 2, low 1 (a generated column), then most recent.
  urgency: 'c.urgency_weight DESC, c.filed_at DESC, c.id DESC',
} as const;

/**
 * Word search on the read model's tsvector ('simple' configuration, so Hindi works too): every
 * word typed must match the start of a word of the title, description or location ("pothol"
 * finds "potholes"). Only letters and digits reach to_tsquery, so no query syntax is injected.
 */
export function prefixQuery(text: string, options: { public?: boolean } = {}): string | null {
  // The search vector is built from the text as written: in the public list, long numbers
  // (phone, Aadhaar) are not searchable, or a search would tell whose complaint holds them.
  const words = (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).filter((word) => !options.public || !/\d{4,}/.test(word));
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** A small WHERE builder: `add('c.status = ?', value)`. */
export class Where {
  readonly clauses: string[] = [];
  constructor(readonly params: unknown[] = []) {}

  add(sql: string, ...values: unknown[]): this {
    let clause = sql;
    for (const value of values) {
      this.params.push(value);
      clause = clause.replace('?', `$${this.params.length}`);
    }
    this.clauses.push(clause);
    return this;
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  get sql(): string {
    return this.clauses.length > 0 ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** Queries on the complaints read models (inline projections, so a command's effect is visible at once). */
@Injectable()
export class ComplaintReads {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** By id (UUID) or registration number (JS-2026-000123); null for anything else. */
  async ref(idOrNumber: string): Promise<ComplaintRef | null> {
    const value = idOrNumber.trim();
    const column = UUID.test(value) ? 'id' : REGISTRATION_NUMBER_PATTERN.test(value.toUpperCase()) ? 'registration_number' : null;
    if (!column) return null;
    const rows = await this.pool.query<{ id: string; author_id: string; registration_number: string; publicly_listed: boolean }>(
      `SELECT id, author_id, registration_number, publicly_listed FROM complaints WHERE ${column} = $1`,
      [column === 'id' ? value.toLowerCase() : value.toUpperCase()],
    );
    const row = rows.rows[0];
    return row ? { id: row.id, authorId: row.author_id, registrationNumber: row.registration_number, publiclyListed: row.publicly_listed } : null;
  }

  /** The complaint if the caller may see it, else 404 (an unknown and a hidden complaint look the same). */
  async visibleRef(idOrNumber: string, caller: Caller | undefined): Promise<ComplaintRef> {
    const ref = await this.ref(idOrNumber);
    if (!ref || !canSee(ref, caller)) throw NOT_FOUND();
    return ref;
  }

  /** GET /api/complaints: the public list, or with `mine` the caller's own in every state. */
  async list(query: ListComplaintsQuery, caller: Caller | undefined): Promise<ComplaintPageDto<ComplaintSummaryDto>> {
    const where = new Where();
    if (query.mine) {
      if (!caller) throw new ApiError(401, 'Please log in to see your complaints', 'AUTH.REQUIRED');
      where.add('c.author_id = ?', caller.userId);
    } else {
      where.add('c.publicly_listed');
    }
    if (query.status) where.add('c.status = ?', query.status);
    if (query.category) where.add('c.category = ?', query.category);
    if (query.urgency) where.add('c.urgency = ?', query.urgency);
    if (query.q) this.addTextSearch(where, query.q, { public: !query.mine && caller?.role !== 'admin' });
    const filterParams = [...where.params];
    const upvoted = caller
      ? `EXISTS (SELECT 1 FROM complaint_votes v WHERE v.complaint_id = c.id AND v.citizen_id = ${where.param(caller.userId)}) AS upvoted`
      : 'NULL AS upvoted';
    const offset = (query.page - 1) * query.pageSize;
    const [rows, total] = await Promise.all([
      this.pool.query<ComplaintRow>(
        `SELECT ${COMPLAINT_COLUMNS}, ${upvoted} FROM complaints c ${where.sql}
         ORDER BY ${ORDER_BY[query.sort]} LIMIT ${query.pageSize} OFFSET ${offset}`,
        where.params,
      ),
      this.pool.query<{ count: string }>(`SELECT count(*) FROM complaints c ${where.sql}`, filterParams),
    ]);
    return {
      items: rows.rows.map((row) => toSummary(withoutNullVote(row), viewerOf({ authorId: row.author_id }, caller))),
      total: Number(total.rows[0]!.count),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Word search, or an exact registration number. */
  addTextSearch(where: Where, q: string, options: { public?: boolean } = {}): void {
    const number = q.trim().toUpperCase();
    if (REGISTRATION_NUMBER_PATTERN.test(number)) {
      where.add('c.registration_number = ?', number);
      return;
    }
    const tsquery = prefixQuery(q, options);
    // Nothing searchable left (only a long number, in the public list): nothing matches.
    if (tsquery) where.add(`c.search @@ to_tsquery('simple', ?)`, tsquery);
    else if (options.public && /\d{4,}/.test(q)) where.add('false');
  }

  async row(id: string, caller?: Caller): Promise<ComplaintRow | null> {
    const params: unknown[] = [id];
    const upvoted = caller
      ? `, EXISTS (SELECT 1 FROM complaint_votes v WHERE v.complaint_id = c.id AND v.citizen_id = $2) AS upvoted`
      : '';
    if (caller) params.push(caller.userId);
    const rows = await this.pool.query<ComplaintRow>(`SELECT ${COMPLAINT_COLUMNS}${upvoted} FROM complaints c WHERE c.id = $1`, params);
    return rows.rows[0] ?? null;
  }

  async timeline(id: string, viewer: Viewer): Promise<ComplaintTimelineEntryDto[]> {
    const rows = await this.pool.query<TimelineRow>(
      `SELECT position, type, summary, audience, at FROM complaint_timeline
       WHERE complaint_id = $1 AND audience = ANY($2) ORDER BY position`,
      [id, AUDIENCES[viewer]],
    );
    return rows.rows.map((row) => toTimelineEntry(row, viewer));
  }

  async evidenceRows(id: string): Promise<EvidenceRow[]> {
    // Files of one upload share their time: the timeline's positions keep the order they were sent in.
    const rows = await this.pool.query<EvidenceRow>(
      `SELECT e.id, e.complaint_id, e.kind, e.mime, e.size, e.stored_name, e.attached_by, e.attached_at
         FROM complaint_evidence e
         LEFT JOIN complaint_timeline t ON t.complaint_id = e.complaint_id AND t.type = 'ComplaintEvidenceAttached'
                                       AND t.summary->>'evidenceId' = e.id::text
        WHERE e.complaint_id = $1 ORDER BY e.attached_at, t.position, e.id`,
      [id],
    );
    return rows.rows;
  }

  async evidenceRow(complaintId: string, evidenceId: string): Promise<EvidenceRow | null> {
    if (!UUID.test(evidenceId)) return null;
    const rows = await this.pool.query<EvidenceRow>(
      'SELECT id, complaint_id, kind, mime, size, stored_name, attached_by, attached_at FROM complaint_evidence WHERE complaint_id = $1 AND id = $2',
      [complaintId, evidenceId],
    );
    return rows.rows[0] ?? null;
  }

  /** GET /api/complaints/:id for a caller who may see it: the summary, the timeline their audience may read, and evidence for the author and staff. */
  async detail(id: string, caller: Caller | undefined): Promise<ComplaintDetailDto> {
    const row = await this.row(id, caller);
    if (!row) throw NOT_FOUND();
    const viewer = viewerOf({ authorId: row.author_id }, caller);
    const [timeline, evidence] = await Promise.all([
      this.timeline(id, viewer),
      viewer === 'public' ? Promise.resolve([]) : this.evidenceRows(id),
    ]);
    return {
      ...toSummary(withoutNullVote(row), viewer),
      ...detailFields(row, viewer),
      timeline,
      evidence: evidence.map(toEvidence),
      mine: viewer === 'owner',
    };
  }

  /**
   * The admin lists (ra-data-simple-rest): all complaints, the overdue view or the moderation
   * queue, with the console's filters. Returns the rows and the Content-Range header.
   */
  async adminList(list: ListQuery, scope: 'all' | 'overdue' | 'moderation'): Promise<{ rows: ComplaintRow[]; contentRange: string }> {
    const where = new Where();
    const filter = list.filter;
    const q = stringFilter(filter, 'q', COMPLAINT_LIMITS.query);
    if (q) this.addTextSearch(where, q);
    for (const [name, column] of [
      ['status', 'c.status'],
      ['category', 'c.category'],
      ['urgency', 'c.urgency'],
      ['socialStatus', 'c.social_status'],
      ['authorId', 'c.author_id::text'],
    ] as const) {
      const value = stringFilter(filter, name);
      if (value) where.add(`${column} = ?`, value);
    }
    const department = stringFilter(filter, 'department', COMPLAINT_LIMITS.department);
    if (department) where.add('c.department ILIKE ?', `%${department.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
    if (filter.overdue === true || filter.overdue === 'true' || scope === 'overdue') where.add(OVERDUE);
    if (filter.overdue === false || filter.overdue === 'false') where.add(`NOT ${OVERDUE}`);
    if (scope === 'moderation') where.add(`c.social_status = 'screened'`);
    // react-admin's getMany asks for several records by id.
    if (filter.id !== undefined) {
      const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).map(String).filter((id) => UUID.test(id));
      where.add('c.id = ANY(?::uuid[])', ids);
    }
    const [rows, total] = await Promise.all([
      this.pool.query<ComplaintRow>(
        `SELECT ${COMPLAINT_COLUMNS} FROM complaints c ${where.sql}
         ORDER BY ${list.sortColumn} ${list.sortDirection} NULLS LAST, c.id LIMIT ${list.limit} OFFSET ${list.offset}`,
        where.params,
      ),
      this.pool.query<{ count: string }>(`SELECT count(*) FROM complaints c ${where.sql}`, where.params),
    ]);
    const resource = scope === 'all' ? 'complaints' : scope === 'overdue' ? 'complaints-overdue' : 'moderation-queue';
    return { rows: rows.rows, contentRange: contentRange(resource, list, rows.rows.length, Number(total.rows[0]!.count)) };
  }

  /** GET /api/admin/complaints/:id: everything, with the author's contact details for the office. */
  async adminDetail(id: string): Promise<AdminComplaintDetailDto> {
    const row = await this.row(id);
    if (!row) throw NOT_FOUND();
    const [timeline, evidence, author] = await Promise.all([
      this.timeline(id, 'staff'),
      this.evidenceRows(id),
      this.pool.query<{ first_name: string; last_name: string; email: string; phone: string }>(
        'SELECT first_name, last_name, email, phone FROM users WHERE id = $1',
        [row.author_id],
      ),
    ]);
    const contact = author.rows[0];
    return {
      ...toAdminRecord(row),
      timeline,
      evidence: evidence.map(toEvidence),
      authorContact: contact ? { name: `${contact.first_name} ${contact.last_name}`.trim(), email: contact.email, phone: contact.phone } : null,
    };
  }

  /**
   * GET /api/complaints/stats over every filed complaint (counts carry no personal data, and
   * hiding unmoderated ones would misstate the offices' workload).
   */
  async stats(): Promise<ComplaintStatsDto> {
    const [groups, figures] = await Promise.all([
      this.pool.query<{ status: ComplaintStatus | null; category: ComplaintCategory | null; count: string }>(
        'SELECT status, category, count(*) FROM complaints GROUP BY GROUPING SETS ((status), (category))',
      ),
      this.pool.query<{ total: string; resolved: string; average_hours: number | null; within_deadline: number | null; overdue: string }>(
        `SELECT count(*) AS total,
                count(*) FILTER (WHERE status = 'resolved') AS resolved,
                avg(extract(epoch FROM resolved_at - filed_at) / 3600) FILTER (WHERE status = 'resolved') AS average_hours,
                avg(CASE WHEN resolved_at <= original_due_at THEN 1.0 ELSE 0.0 END) FILTER (WHERE status = 'resolved') AS within_deadline,
                count(*) FILTER (WHERE status IN ('pending', 'under_review', 'in_progress') AND due_at < now()) AS overdue
           FROM complaints`,
      ),
    ]);
    const byStatus = Object.fromEntries(COMPLAINT_STATUSES.map((status) => [status, 0])) as Record<ComplaintStatus, number>;
    const byCategory = Object.fromEntries(COMPLAINT_CATEGORIES.map((category) => [category, 0])) as Record<ComplaintCategory, number>;
    for (const row of groups.rows) {
      if (row.status !== null && Object.hasOwn(byStatus, row.status)) byStatus[row.status] = Number(row.count);
      if (row.category !== null && Object.hasOwn(byCategory, row.category)) byCategory[row.category] = Number(row.count);
    }
    const figure = figures.rows[0]!;
    const round = (value: number | null, digits: number) => (value === null ? null : Number(Number(value).toFixed(digits)));
    return {
      total: Number(figure.total),
      byStatus,
      byCategory,
      resolved: Number(figure.resolved),
      averageHoursToResolve: round(figure.average_hours, 1),
      resolvedWithinDeadlineShare: round(figure.within_deadline, 3),
      overdue: Number(figure.overdue),
    };
  }

  /** GET /api/community/posts: the portal's own public feed, newest first, with the complaint's current status and votes. */
  async communityPosts(page: number, pageSize: number): Promise<ComplaintPageDto<CommunityPostDto>> {
    const [rows, total] = await Promise.all([
      this.pool.query<{
        complaint_id: string;
        registration_number: string;
        category: string;
        text: string;
        published_at: Date;
        status: string | null;
        upvotes: number | null;
      }>(
        `SELECT p.complaint_id, p.registration_number, p.category, p.text, p.published_at, c.status, c.upvotes
           FROM community_posts p LEFT JOIN complaints c ON c.id = p.complaint_id
          ORDER BY p.published_at DESC, p.complaint_id DESC LIMIT $1 OFFSET $2`,
        [pageSize, (page - 1) * pageSize],
      ),
      this.pool.query<{ count: string }>('SELECT count(*) FROM community_posts'),
    ]);
    return {
      items: rows.rows.map((row) => ({
        id: row.complaint_id,
        complaintId: row.complaint_id,
        registrationNumber: row.registration_number,
        category: row.category,
        text: row.text,
        publishedAt: row.published_at.toISOString(),
        status: row.status,
        upvotes: row.upvotes ?? 0,
      })),
      total: Number(total.rows[0]!.count),
      page,
      pageSize,
    };
  }
}

/** `upvoted` is only meaningful for a signed-in caller. */
function withoutNullVote(row: ComplaintRow): ComplaintRow {
  if (row.upvoted === null || row.upvoted === undefined) {
    const { upvoted: _none, ...rest } = row;
    return rest as ComplaintRow;
  }
  return row;
}
