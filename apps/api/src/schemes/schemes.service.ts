import { Injectable } from '@nestjs/common';
import type { ContentLanguage, SchemeListDto, SchemeListQuery } from '@jan-seva/contracts';
import { evaluateScheme, type CitizenProfile, type Scheme } from '@jan-seva/schemes';
import { ApiError } from '../common/api-error';
import { CatalogueCache } from './catalogue-cache';
import { CitizenProfileService } from './citizen-profile.service';
import { BookmarkStore } from './bookmark-store';
import { toCard, toDetail, type CardExtras } from './localize';
import { inCategory, matchesFilters } from './scheme-filters';
import { SchemeSearch } from './scheme-search';

const DEFAULT_PAGE_SIZE = 12;

/** Public scheme discovery, personalised when a citizen is signed in. */
@Injectable()
export class SchemesService {
  constructor(
    private readonly catalogue: CatalogueCache,
    private readonly search: SchemeSearch,
    private readonly profiles: CitizenProfileService,
    private readonly bookmarks: BookmarkStore,
  ) {}

  async list(query: SchemeListQuery, lang: ContentLanguage, userId?: string): Promise<SchemeListDto> {
    const [all, ranks, trending, personal] = await Promise.all([
      this.catalogue.active(),
      query.q ? this.search.rank(query.q) : Promise.resolve(null),
      this.catalogue.trendingIds(),
      userId ? this.personalContext(userId) : Promise.resolve(null),
    ]);
    const filtered = all.filter((scheme) => (!ranks || ranks.has(scheme.id)) && matchesFilters(scheme, query));
    const counts: Record<string, number> = { all: filtered.length };
    // A scheme counts under each category it is browsable in, so a button's count equals what it shows.
    for (const scheme of filtered) {
      for (const category of new Set([scheme.category, ...scheme.alsoIn])) counts[category] = (counts[category] ?? 0) + 1;
    }
    const inCategoryList = filtered.filter((scheme) => inCategory(scheme, query.category));

    const scored = await Promise.all(
      inCategoryList.map(async (scheme) => {
        const popularity = await this.catalogue.popularityOf(scheme.id);
        const evaluation = personal ? evaluateScheme(scheme, personal.profile) : null;
        return {
          scheme,
          relevance: ranks?.get(scheme.id) ?? 0,
          savedBy: popularity.savedBy,
          extras: {
            savedBy: popularity.savedBy,
            trending: trending.has(scheme.id),
            ...(evaluation ? { matchScore: evaluation.matchScore, eligible: evaluation.eligible } : {}),
            ...(personal ? { bookmarked: personal.bookmarks.has(scheme.id) } : {}),
          } satisfies CardExtras,
        };
      }),
    );
    const sort = query.sort ?? 'relevance';
    const beneficiaries = (scheme: Scheme) => scheme.beneficiaries?.count ?? 0;
    scored.sort((a, b) => {
      switch (sort) {
        case 'rating':
          return b.savedBy - a.savedBy || beneficiaries(b.scheme) - beneficiaries(a.scheme) || a.scheme.id.localeCompare(b.scheme.id);
        case 'deadline':
          return (a.scheme.deadline ?? '9999').localeCompare(b.scheme.deadline ?? '9999') || a.scheme.id.localeCompare(b.scheme.id);
        case 'popularity':
          return beneficiaries(b.scheme) - beneficiaries(a.scheme) || b.savedBy - a.savedBy || a.scheme.id.localeCompare(b.scheme.id);
        default:
          return (
            b.relevance - a.relevance ||
            (b.extras.matchScore ?? 0) - (a.extras.matchScore ?? 0) ||
            beneficiaries(b.scheme) - beneficiaries(a.scheme) ||
            a.scheme.id.localeCompare(b.scheme.id)
          );
      }
    });
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const items = scored.slice((page - 1) * pageSize, page * pageSize).map((entry) => toCard(entry.scheme, lang, entry.extras));
    return { items, total: scored.length, page, pageSize, counts };
  }

  async detail(id: string, lang: ContentLanguage, userId?: string) {
    const scheme = await this.require(id);
    const [popularity, trending, personal] = await Promise.all([
      this.catalogue.popularityOf(id),
      this.catalogue.trendingIds(),
      userId ? this.personalContext(userId) : Promise.resolve(null),
    ]);
    const evaluation = personal ? evaluateScheme(scheme, personal.profile) : null;
    return toDetail(scheme, lang, {
      savedBy: popularity.savedBy,
      trending: trending.has(id),
      ...(evaluation ? { matchScore: evaluation.matchScore, eligible: evaluation.eligible } : {}),
      ...(personal ? { bookmarked: personal.bookmarks.has(id) } : {}),
    });
  }

  async require(id: string): Promise<Scheme> {
    const scheme = await this.catalogue.get(id);
    if (!scheme) throw new ApiError(404, 'Scheme not found', 'SCHEME.NOT_FOUND');
    return scheme;
  }

  private async personalContext(userId: string): Promise<{ profile: CitizenProfile; bookmarks: Set<string> }> {
    const [profile, bookmarks] = await Promise.all([this.profiles.profileOf(userId), this.bookmarks.idsOf(userId)]);
    return { profile, bookmarks };
  }
}
