import { Inject, Injectable } from '@nestjs/common';
import { EVIDENCE_RULES, type EvidenceKind } from '@jan-seva/contracts';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config';


/** Size limits by kind, from contracts' EVIDENCE_RULES (the portal checks the same ones). */
export const EVIDENCE_MAX_BYTES: Readonly<Record<EvidenceKind, number>> = {
  photo: EVIDENCE_RULES.photo.maxBytes,
  voice: EVIDENCE_RULES.voice.maxBytes,
  document: EVIDENCE_RULES.document.maxBytes,
};
/** The multipart parser's per-file limit: the largest kind's (a bigger file is cut off early with 413). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(EVIDENCE_MAX_BYTES));
export const MAX_EVIDENCE_PER_UPLOAD = 5;

const STORED_NAME = /^[a-f0-9]{32}$/;

/**
 * Evidence files on disk under UPLOAD_DIR/complaints, which no static route serves: a file is
 * only ever sent by the download route after the access check. Names are 128 random bits
 * without extension, so nothing the citizen chose (name, extension) reaches the file system.
 */
@Injectable()
export class EvidenceStore {
  readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const base = isAbsolute(config.UPLOAD_DIR) ? config.UPLOAD_DIR : resolve(process.cwd(), config.UPLOAD_DIR);
    this.dir = join(base, 'complaints');
  }

  async save(content: Buffer): Promise<string> {
    const name = randomBytes(16).toString('hex');
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFile(join(this.dir, name), content, { flag: 'wx', mode: 0o600 });
    return name;
  }

  /** Best effort: used to take back files whose attachment was refused. */
  async remove(name: string): Promise<void> {
    const path = this.pathOf(name);
    if (path) await rm(path, { force: true }).catch(() => undefined);
  }

  pathOf(name: string): string | null {
    return STORED_NAME.test(name) ? join(this.dir, name) : null;
  }
}
