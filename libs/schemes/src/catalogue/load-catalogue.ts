import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scheme } from '../scheme.schema';
import { CatalogueError, type CatalogueProblem } from './catalogue.errors';
import { catalogueDir } from './catalogue-dir';
import { validateScheme } from './validate-scheme';

/**
 * Reads every `<id>.json` in the catalogue directory, validates each with schemeSchema and the
 * rule checks, then across files: ids unique and equal to the file name, related schemes
 * existing. Throws a CatalogueError listing every problem; returns the schemes sorted by id.
 */
export function loadCatalogue(dir: string = catalogueDir()): Scheme[] {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name)
    .sort();
  const problems: CatalogueProblem[] = [];
  const raw = new Map<string, unknown>();
  for (const file of files) {
    try {
      raw.set(file, JSON.parse(readFileSync(join(dir, file), 'utf8')));
    } catch (error) {
      problems.push({ file, path: '', message: `not valid JSON (${(error as Error).message})` });
    }
  }
  const idOf = (value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'
      ? (value as { id: string }).id
      : undefined;
  const knownIds = new Set([...raw.values()].map(idOf).filter((id): id is string => id !== undefined));

  const schemes: Scheme[] = [];
  const fileOfId = new Map<string, string>();
  for (const [file, value] of raw) {
    const result = validateScheme(value, { knownIds });
    if (!result.success) {
      problems.push(...result.issues.map((issue) => ({ file, ...issue })));
      continue;
    }
    const { scheme } = result;
    const expected = file.slice(0, -'.json'.length);
    if (scheme.id !== expected) {
      problems.push({ file, path: 'id', message: `'${scheme.id}' must equal the file name '${expected}'` });
    }
    const other = fileOfId.get(scheme.id);
    if (other) problems.push({ file, path: 'id', message: `'${scheme.id}' is also the id in ${other}` });
    fileOfId.set(scheme.id, file);
    schemes.push(scheme);
  }
  if (problems.length > 0) throw new CatalogueError(problems);
  return schemes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
