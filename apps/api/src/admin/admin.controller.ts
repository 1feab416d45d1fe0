import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Pool } from 'pg';
import { Roles } from '../auth/roles.decorator';
import { ApiError } from '../common/api-error';
import { PG_POOL } from '../database/database.module';
import { toUserDto, type UserRow } from '../identity/user-directory';
import { contentRange, dateFilter, parseListQuery, stringFilter } from './list-query';
import { redactSecrets } from './redact';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Read-only administration resources in the ra-data-simple-rest format (admin role only). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class AdminController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @Get('users')
  async users(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const list = parseListQuery(query, {
      sortable: { createdAt: 'created_at', email: 'email', firstName: 'first_name', lastName: 'last_name', role: 'role', phone: 'phone', phoneVerified: 'phone_verified', lastSignedInAt: 'last_signed_in_at', id: 'id' },
      defaultSort: ['createdAt', 'DESC'],
    });
    const where: string[] = [];
    const params: unknown[] = [];
    const q = stringFilter(list.filter, 'q');
    if (q) {
      params.push(`%${q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
      where.push(`(lower(first_name || ' ' || last_name) LIKE $${params.length} OR lower(email) LIKE $${params.length} OR phone LIKE $${params.length})`);
    }
    const role = stringFilter(list.filter, 'role');
    if (role) {
      params.push(role);
      where.push(`role = $${params.length}`);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.pool.query<{ count: string }>(`SELECT count(*) FROM users ${clause}`, params);
    const rows = await this.pool.query<UserRow>(
      `SELECT *, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM users ${clause}
       ORDER BY ${list.sortColumn} ${list.sortDirection} NULLS LAST, id LIMIT ${list.limit} OFFSET ${list.offset}`,
      params,
    );
    response.setHeader('Content-Range', contentRange('users', list, rows.rows.length, Number(total.rows[0]!.count)));
    return rows.rows.map(adminUser);
  }

  @Get('users/:id')
  async user(@Param('id') id: string) {
    if (!UUID.test(id)) throw new ApiError(404, 'User not found');
    const row = await this.pool.query<UserRow>(`SELECT *, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM users WHERE id = $1`, [id]);
    if (!row.rows[0]) throw new ApiError(404, 'User not found');
    return adminUser(row.rows[0]);
  }

  /** The event log as an audit trail; secrets (password, token and OTP hashes) are masked. */
  @Get('events')
  async events(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const list = parseListQuery(query, {
      sortable: { id: 'global_position', globalPosition: 'global_position', recordedAt: 'global_position', type: 'type', streamType: 'stream_type' },
      defaultSort: ['globalPosition', 'DESC'],
    });
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    const streamType = stringFilter(list.filter, 'streamType');
    if (streamType) add('stream_type = ?', streamType);
    const type = stringFilter(list.filter, 'type');
    if (type) add('type ILIKE ?', `%${type.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
    const streamId = stringFilter(list.filter, 'streamId');
    if (streamId) add('stream_id = ?', streamId);
    const after = dateFilter(list.filter, 'recordedAfter');
    if (after) add('recorded_at >= ?', after);
    const before = dateFilter(list.filter, 'recordedBefore');
    if (before) add('recorded_at < ?', before);
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.pool.query<{ count: string }>(`SELECT count(*) FROM events ${clause}`, params);
    const rows = await this.pool.query(
      `SELECT global_position, stream_id, stream_type, stream_version, type, data, metadata, recorded_at FROM events ${clause}
       ORDER BY ${list.sortColumn} ${list.sortDirection} LIMIT ${list.limit} OFFSET ${list.offset}`,
      params,
    );
    response.setHeader('Content-Range', contentRange('events', list, rows.rows.length, Number(total.rows[0]!.count)));
    return rows.rows.map(adminEvent);
  }

  @Get('events/:id')
  async event(@Param('id') id: string) {
    if (!/^\d{1,18}$/.test(id)) throw new ApiError(404, 'Event not found');
    const row = await this.pool.query(
      'SELECT global_position, stream_id, stream_type, stream_version, type, data, metadata, recorded_at FROM events WHERE global_position = $1',
      [id],
    );
    if (!row.rows[0]) throw new ApiError(404, 'Event not found');
    return adminEvent(row.rows[0]);
  }

  /** Messages to citizens; without SMTP/SMS gateways they are kept here for an administrator. */
  @Get('outbound-messages')
  async messages(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response) {
    const list = parseListQuery(query, {
      sortable: { createdAt: 'created_at', status: 'status', channel: 'channel', recipient: 'recipient', attempts: 'attempts', id: 'id' },
      defaultSort: ['createdAt', 'DESC'],
    });
    const where: string[] = [];
    const params: unknown[] = [];
    for (const [name, column] of [['status', 'status'], ['channel', 'channel'], ['purpose', 'purpose']] as const) {
      const value = stringFilter(list.filter, name);
      if (value) {
        params.push(value);
        where.push(`${column} = $${params.length}`);
      }
    }
    const recipient = stringFilter(list.filter, 'recipient') ?? stringFilter(list.filter, 'q');
    if (recipient) {
      params.push(`%${recipient.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
      where.push(`lower(recipient) LIKE $${params.length}`);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.pool.query<{ count: string }>(`SELECT count(*) FROM outbound_messages ${clause}`, params);
    const rows = await this.pool.query(
      `SELECT * FROM outbound_messages ${clause} ORDER BY ${list.sortColumn} ${list.sortDirection}, id LIMIT ${list.limit} OFFSET ${list.offset}`,
      params,
    );
    response.setHeader('Content-Range', contentRange('outbound-messages', list, rows.rows.length, Number(total.rows[0]!.count)));
    return rows.rows.map(adminMessage);
  }

  @Get('outbound-messages/:id')
  async message(@Param('id') id: string) {
    if (!UUID.test(id)) throw new ApiError(404, 'Message not found');
    const row = await this.pool.query('SELECT * FROM outbound_messages WHERE id = $1', [id]);
    if (!row.rows[0]) throw new ApiError(404, 'Message not found');
    return adminMessage(row.rows[0]);
  }
}

function adminUser(row: UserRow) {
  return { ...toUserDto(row), lastSignedInAt: row.last_signed_in_at?.toISOString() ?? null, updatedAt: row.updated_at.toISOString() };
}

function adminEvent(row: Record<string, unknown>) {
  const metadata = (row.metadata ?? {}) as Record<string, unknown>;
  return {
    id: Number(row.global_position),
    globalPosition: Number(row.global_position),
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamVersion: row.stream_version,
    type: row.type,
    data: redactSecrets(row.data),
    metadata,
    actorId: metadata.actorId ?? null,
    recordedAt: (row.recorded_at as Date).toISOString(),
  };
}

function adminMessage(row: Record<string, unknown>) {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    purpose: row.purpose,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: (row.created_at as Date).toISOString(),
    sentAt: row.sent_at ? (row.sent_at as Date).toISOString() : null,
  };
}
