import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { AdminSchemesController } from './admin-schemes.controller';
import { BookmarkStore } from './bookmark-store';
import { BookmarksController } from './bookmarks.controller';
import { CatalogueCache } from './catalogue-cache';
import { CitizenProfileService } from './citizen-profile.service';
import { SchemeSearch } from './scheme-search';
import { SchemeWriter } from './scheme-writer';
import { SchemesController } from './schemes.controller';
import { SchemesService } from './schemes.service';

@Module({
  imports: [IdentityModule],
  controllers: [SchemesController, BookmarksController, AdminSchemesController],
  providers: [BookmarkStore, CatalogueCache, CitizenProfileService, SchemeSearch, SchemeWriter, SchemesService],
  exports: [CatalogueCache, CitizenProfileService, SchemeWriter, SchemesService],
})
export class SchemesModule {}
