import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * libs/schemes/data, found from this file whether it runs as source (libs/schemes/src/…) or
 * compiled (libs/schemes/dist/…): walk up to the package's own package.json.
 */
export function catalogueDir(from: string = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@jan-seva/schemes') {
      return join(dir, 'data');
    }
    if (dirname(dir) === dir) throw new Error(`libs/schemes/package.json not found above ${from}`);
  }
}
