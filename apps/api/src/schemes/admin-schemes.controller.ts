import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { validateScheme, type Scheme } from '@jan-seva/schemes';
import type { Response } from 'express';
import { Pool } from 'pg';
import { contentRange, parseListQuery, stringFilter } from '../admin/list-query';
import { CurrentUser, type Caller } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { ApiError } from '../common/api-error';
import { PG_POOL } from '../database/database.module';
import { SchemeWriter } from './scheme-writer';

const SCHEME_ID = /^[a-z0-9-]{2,80}$/;

/** The same validation as the catalogue files (schema plus rule checks and known related ids). */
function validScheme(body: unknown, knownIds: ReadonlySet<string>): Scheme {
  const { updatedAt: _updatedAt, publishedAt: _publishedAt, ...document } = (body ?? {}) as Record<string, unknown>;
  // 'archived' is the read model's status, not the document's: archiving has its own command.
  if (document.status === 'archived') delete document.status;
  const result = validateScheme(document, { knownIds });
  if (!result.success) {
    const fields = Object.fromEntries(result.issues.map((issue) => [issue.path || '_', issue.message]));
    const first = result.issues[0]!;
    throw new ApiError(400, `${first.path}: ${first.message}`, 'VALIDATION.FAILED', fields);
  }
  return result.scheme;
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/schemes')
export class AdminSchemesController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly writer: SchemeWriter,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const list = parseListQuery(query, {
      sortable: { id: 'id', name: "document->'name'->>'en'", category: 'category', status: 'status', updatedAt: 'updated_at', lastVerified: "document->>'lastVerified'" },
      defaultSort: ['name', 'ASC'],
    });
    const where: string[] = [];
    const params: unknown[] = [];
    const q = stringFilter(list.filter, 'q');
    if (q) {
      params.push(`%${q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
      where.push(`(search_text LIKE $${params.length} OR id LIKE $${params.length})`);
    }
    for (const name of ['category', 'status', 'level', 'state'] as const) {
      const value = stringFilter(list.filter, name);
      if (value) {
        params.push(value);
        where.push(`${name} = $${params.length}`);
      }
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.pool.query<{ count: string }>(`SELECT count(*) FROM schemes ${clause}`, params);
    const rows = await this.pool.query(
      `SELECT document, status, updated_at, published_at FROM schemes ${clause}
       ORDER BY ${list.sortColumn} ${list.sortDirection}, id LIMIT ${list.limit} OFFSET ${list.offset}`,
      params,
    );
    response.setHeader('Content-Range', contentRange('schemes', list, rows.rows.length, Number(total.rows[0]!.count)));
    return rows.rows.map(toRecord);
  }

  @Get(':id')
  async one(@Param('id') id: string) {
    return this.read(id);
  }

  @Post()
  async create(@Body() body: unknown, @CurrentUser() caller: Caller) {
    const scheme = validScheme(body, await this.knownIds());
    await this.writer.execute(scheme.id, { type: 'PublishScheme', scheme, source: 'admin', now: new Date() }, { actorId: caller.userId });
    return this.read(scheme.id);
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() caller: Caller) {
    const scheme = validScheme({ ...(body as object), id }, await this.knownIds());
    await this.writer.execute(id, { type: 'UpdateScheme', scheme, source: 'admin', now: new Date() }, { actorId: caller.userId });
    return this.read(id);
  }

  /** ra-data-simple-rest's delete: schemes are archived, never erased (the log keeps them). */
  @Delete(':id')
  async archive(@Param('id') id: string, @CurrentUser() caller: Caller) {
    await this.writer.execute(id, { type: 'ArchiveScheme', schemeId: id, reason: 'Archived by an administrator', now: new Date() }, { actorId: caller.userId });
    return this.read(id);
  }

  @Post(':id/restore')
  async restore(@Param('id') id: string, @CurrentUser() caller: Caller) {
    await this.writer.execute(id, { type: 'RestoreScheme', schemeId: id, now: new Date() }, { actorId: caller.userId });
    return this.read(id);
  }

  private async knownIds(): Promise<Set<string>> {
    const rows = await this.pool.query<{ id: string }>('SELECT id FROM schemes');
    return new Set(rows.rows.map((row) => row.id));
  }

  private async read(id: string) {
    if (!SCHEME_ID.test(id)) throw new ApiError(404, 'Scheme not found', 'SCHEME.NOT_FOUND');
    const row = await this.pool.query('SELECT document, status, updated_at, published_at FROM schemes WHERE id = $1', [id]);
    if (!row.rows[0]) throw new ApiError(404, 'Scheme not found', 'SCHEME.NOT_FOUND');
    return toRecord(row.rows[0]);
  }
}

function toRecord(row: { document: Scheme; status: string; updated_at: Date; published_at: Date }) {
  return { ...row.document, status: row.status, updatedAt: row.updated_at.toISOString(), publishedAt: row.published_at.toISOString() };
}
