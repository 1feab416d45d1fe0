import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { ContentLanguage } from '@jan-seva/contracts';
import type { Request } from 'express';
import { ApiError } from '../common/api-error';

/** `?lang=en|hi`, else the first supported language of Accept-Language, else English. */
export const ContentLang = createParamDecorator((_: unknown, context: ExecutionContext): ContentLanguage => {
  const request = context.switchToHttp().getRequest<Request>();
  const given = request.query.lang;
  if (given !== undefined) {
    if (given === 'en' || given === 'hi') return given;
    throw new ApiError(400, "lang must be one of: en, hi", 'QUERY.INVALID', { lang: 'Unsupported language' });
  }
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const code = part.split(';')[0]!.trim().toLowerCase().slice(0, 2);
      if (code === 'hi' || code === 'en') return code;
    }
  }
  return 'en';
});
