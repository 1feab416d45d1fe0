import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '../auth/public.decorator';
import { ok } from '../common/envelope';
import { ZodPipe } from '../common/zod-body.pipe';
import { ComplaintReads } from './complaint-reads';

const communityQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();

/**
 * The portal's own public community feed: the complaints moderators approved for posting,
 * published here by the social-post worker when no Mastodon server is configured.
 */
@ApiTags('community')
@Controller('community')
export class CommunityController {
  constructor(private readonly reads: ComplaintReads) {}

  @Public()
  @Get('posts')
  @ApiOperation({
    summary: 'Published community posts, newest first',
    description:
      'Query: page (from 1), pageSize (1-50, default 20). data: { items: [{ id, complaintId, registrationNumber, category, text (the approved, ' +
      'redacted text), publishedAt, status (the complaint’s status now), upvotes }], total, page, pageSize }.',
  })
  async posts(@Query(new ZodPipe(communityQuerySchema)) query: z.infer<typeof communityQuerySchema>) {
    return ok(await this.reads.communityPosts(query.page, query.pageSize));
  }
}
