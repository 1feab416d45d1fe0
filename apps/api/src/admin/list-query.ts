import { z } from 'zod';
import { ApiError } from '../common/api-error';

/**
 * The ra-data-simple-rest list protocol: `sort=["field","ASC"]`, `range=[0,24]`,
 * `filter={"q":"..."}`; the answer carries `Content-Range: <resource> 0-24/319`.
 */
export interface ListQuery {
  sortColumn: string;
  sortDirection: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

const MAX_PAGE = 500;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new ApiError(400, `Query parameter '${name}' must be given once`, 'QUERY.INVALID', { [name]: 'Invalid' });
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, `Query parameter '${name}' is not valid JSON`, 'QUERY.INVALID', { [name]: 'Not valid JSON' });
  }
}

export function parseListQuery(
  query: Record<string, unknown>,
  options: { sortable: Record<string, string>; defaultSort: [string, 'ASC' | 'DESC'] },
): ListQuery {
  const sort = z
    .tuple([z.string(), z.enum(['ASC', 'DESC', 'asc', 'desc'])])
    .optional()
    .safeParse(parseJson('sort', query.sort));
  if (!sort.success) throw new ApiError(400, "Query parameter 'sort' must look like [\"field\",\"ASC\"]", 'QUERY.INVALID', { sort: 'Invalid' });
  const [field, direction] = sort.data ?? options.defaultSort;
  const column = options.sortable[field];
  if (!column) {
    throw new ApiError(400, `Cannot sort by '${field}'; use one of ${Object.keys(options.sortable).join(', ')}`, 'QUERY.INVALID', { sort: 'Unknown field' });
  }
  const range = z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional().safeParse(parseJson('range', query.range));
  if (!range.success || (range.data && range.data[1] < range.data[0])) {
    throw new ApiError(400, "Query parameter 'range' must look like [0,24]", 'QUERY.INVALID', { range: 'Invalid' });
  }
  const [start, end] = range.data ?? [0, 24];
  const filter = z.record(z.string(), z.unknown()).optional().safeParse(parseJson('filter', query.filter));
  if (!filter.success) throw new ApiError(400, "Query parameter 'filter' must be a JSON object", 'QUERY.INVALID', { filter: 'Invalid' });
  return {
    sortColumn: column,
    sortDirection: direction.toUpperCase() as 'ASC' | 'DESC',
    offset: start,
    limit: Math.min(end - start + 1, MAX_PAGE),
    filter: filter.data ?? {},
  };
}

export function contentRange(resource: string, query: ListQuery, returned: number, total: number): string {
  if (returned === 0) return `${resource} */${total}`;
  return `${resource} ${query.offset}-${query.offset + returned - 1}/${total}`;
}

/** A filter value as a trimmed string, or undefined; anything else is a 400 naming the filter. */
export function stringFilter(filter: Record<string, unknown>, name: string, max = 200): string | undefined {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new ApiError(400, `Filter '${name}' must be text`, 'QUERY.INVALID', { [`filter.${name}`]: 'Must be text' });
  }
  return String(value).trim().slice(0, max);
}

export function dateFilter(filter: Record<string, unknown>, name: string): Date | undefined {
  const value = stringFilter(filter, name, 40);
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ApiError(400, `Filter '${name}' must be a date`, 'QUERY.INVALID', { [`filter.${name}`]: 'Must be a date' });
  return date;
}
