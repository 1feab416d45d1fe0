import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { bookmarkRequestSchema, type ContentLanguage } from '@jan-seva/contracts';
import type { z } from 'zod';
import { CurrentUser, type Caller } from '../auth/current-user.decorator';
import { ApiError } from '../common/api-error';
import { ok } from '../common/envelope';
import { ZodPipe } from '../common/zod-body.pipe';
import { BookmarkStore } from './bookmark-store';
import { CatalogueCache } from './catalogue-cache';
import { ContentLang } from './content-language';
import { toCard } from './localize';
import { SchemesService } from './schemes.service';

/** The signed-in citizen's saved schemes (only their own: the id comes from the session). */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users/bookmarks')
export class BookmarksController {
  constructor(
    private readonly bookmarks: BookmarkStore,
    private readonly schemes: SchemesService,
    private readonly catalogue: CatalogueCache,
  ) {}

  @Get()
  async list(@CurrentUser() caller: Caller, @ContentLang() lang: ContentLanguage) {
    const saved = await this.bookmarks.list(caller.userId);
    const items = [];
    for (const entry of saved) {
      const scheme = await this.catalogue.get(entry.schemeId);
      if (!scheme) continue; // archived since it was saved
      const popularity = await this.catalogue.popularityOf(scheme.id);
      items.push({ ...toCard(scheme, lang, { savedBy: popularity.savedBy, trending: false, bookmarked: true }), savedAt: entry.createdAt });
    }
    return ok(items);
  }

  @Post()
  @HttpCode(201)
  async add(@CurrentUser() caller: Caller, @Body(new ZodPipe(bookmarkRequestSchema)) body: z.infer<typeof bookmarkRequestSchema>) {
    await this.schemes.require(body.schemeId);
    await this.bookmarks.add(caller.userId, body.schemeId);
    this.catalogue.invalidatePopularity();
    return ok({ schemeId: body.schemeId, bookmarked: true }, 'Scheme saved to your profile');
  }

  @Delete(':id')
  async remove(@CurrentUser() caller: Caller, @Param('id') id: string) {
    if (!/^[a-z0-9-]{2,80}$/.test(id)) throw new ApiError(404, 'Bookmark not found');
    await this.bookmarks.remove(caller.userId, id);
    this.catalogue.invalidatePopularity();
    return ok({ schemeId: id, bookmarked: false }, 'Scheme removed from your profile');
  }
}
