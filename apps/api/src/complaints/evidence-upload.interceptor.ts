import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { ApiError } from '../common/api-error';
import { MAX_EVIDENCE_PER_UPLOAD, UPLOAD_MAX_BYTES } from './evidence-store';

export const EVIDENCE_FIELD = 'files';

/**
 * Parses the multipart body of an evidence upload into memory (field `files`, up to 5 files of
 * at most 10 MB each) and turns the parser's refusals into messages a citizen can act on.
 * Runs after the auth guard, so an anonymous upload is refused before any byte is read.
 */
@Injectable()
export class EvidenceUploadInterceptor implements NestInterceptor {
  private readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_MAX_BYTES, files: MAX_EVIDENCE_PER_UPLOAD, fields: 10, fieldSize: 1024, parts: 20 },
  }).array(EVIDENCE_FIELD, MAX_EVIDENCE_PER_UPLOAD);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) => {
      this.parse(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => (error ? reject(translate(error)) : resolve()));
    });
    return next.handle();
  }
}

function translate(error: unknown): unknown {
  const code = (error as { code?: string; field?: string }).code;
  const field = (error as { field?: string }).field;
  const mb = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return new ApiError(413, `A file is larger than ${mb} MB`, 'EVIDENCE.TOO_LARGE', { [EVIDENCE_FIELD]: `At most ${mb} MB per file` });
    case 'LIMIT_FILE_COUNT':
      return tooMany();
    case 'LIMIT_UNEXPECTED_FILE':
      return field === EVIDENCE_FIELD
        ? tooMany()
        : new ApiError(400, `Send the files in the multipart field '${EVIDENCE_FIELD}'`, 'EVIDENCE.FIELD', { [EVIDENCE_FIELD]: 'Required' });
    default:
      if (typeof code === 'string' && code.startsWith('LIMIT_')) return new ApiError(400, 'This upload is not accepted', 'EVIDENCE.INVALID');
      if (error instanceof Error && /multipart|boundary/i.test(error.message)) {
        return new ApiError(400, 'Malformed multipart upload', 'EVIDENCE.INVALID');
      }
      return error;
  }
}

const tooMany = () =>
  new ApiError(400, `Attach at most ${MAX_EVIDENCE_PER_UPLOAD} files at a time`, 'EVIDENCE.TOO_MANY_FILES', {
    [EVIDENCE_FIELD]: `At most ${MAX_EVIDENCE_PER_UPLOAD} files`,
  });
