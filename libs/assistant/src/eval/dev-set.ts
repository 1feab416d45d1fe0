import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { devSetSchema, type DevQuestion } from './evaluate';

/** The development set (dev-set.json beside this file, copied into dist by the build). */
export function loadDevSet(path: string = join(__dirname, 'dev-set.json')): DevQuestion[] {
  return devSetSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}
