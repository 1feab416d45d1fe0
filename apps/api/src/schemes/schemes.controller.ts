import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { schemeListQuerySchema, type ContentLanguage, type SchemeListQuery } from '@jan-seva/contracts';
import { citizenProfileSchema, evaluateCatalogue, evaluateScheme, type CitizenProfile } from '@jan-seva/schemes';
import { z } from 'zod';
import { CurrentUser, type Caller } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { ApiError } from '../common/api-error';
import { ok } from '../common/envelope';
import { ZodPipe } from '../common/zod-body.pipe';
import { BookmarkStore } from './bookmark-store';
import { CatalogueCache } from './catalogue-cache';
import { CitizenProfileService } from './citizen-profile.service';
import { ContentLang } from './content-language';
import { pick } from './localize';
import { SchemesService } from './schemes.service';

const SCHEME_ID = /^[a-z0-9-]{2,80}$/;

/** Answers a visitor (or a citizen) gives to the eligibility questions; null forgets a fact. */
const eligibilityRequestSchema = z
  .object({
    answers: z.record(z.string(), z.unknown()).optional(),
    /** For a signed-in citizen: keep these answers for next time (default true). */
    remember: z.boolean().optional(),
  })
  .strict();

function parseAnswers(raw: Record<string, unknown> | undefined): { answers: CitizenProfile; forget: string[] } {
  const forget = Object.entries(raw ?? {}).filter(([, value]) => value === null).map(([fact]) => fact);
  const given = Object.fromEntries(Object.entries(raw ?? {}).filter(([, value]) => value !== null));
  const parsed = citizenProfileSchema.safeParse(given);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [`answers.${issue.path.join('.') || (issue as { keys?: string[] }).keys?.join(',')}`, issue.message]));
    throw new ApiError(400, Object.values(fields)[0] ?? 'Invalid answers', 'VALIDATION.FAILED', fields);
  }
  return { answers: parsed.data, forget };
}

@ApiTags('schemes')
@Controller('schemes')
export class SchemesController {
  constructor(
    private readonly schemes: SchemesService,
    private readonly catalogue: CatalogueCache,
    private readonly profiles: CitizenProfileService,
    private readonly bookmarks: BookmarkStore,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Search and filter schemes; per-category counts and total for the result text' })
  @ApiQuery({ name: 'q', required: false })
  async list(@Query(new ZodPipe(schemeListQuerySchema)) query: SchemeListQuery, @ContentLang() lang: ContentLanguage, @CurrentUser() caller?: Caller) {
    return ok(await this.schemes.list(query, lang, caller?.userId));
  }

  @ApiBearerAuth()
  @Get('recommend')
  @ApiOperation({ summary: 'Schemes ranked by match score for the signed-in citizen' })
  async recommend(@CurrentUser() caller: Caller, @ContentLang() lang: ContentLanguage) {
    const [all, profile, trending] = await Promise.all([this.catalogue.active(), this.profiles.profileOf(caller.userId), this.catalogue.trendingIds()]);
    const ranked = evaluateCatalogue(all, profile).filter((entry) => entry.result.eligible !== 'no').slice(0, 12);
    const newSince = Date.now() - 90 * 24 * 3600 * 1000;
    return ok(
      ranked.map(({ scheme, result }) => ({
        id: scheme.id,
        name: pick(scheme.name, lang)!,
        category: scheme.category,
        eligibility: result.matchScore,
        eligible: result.eligible,
        missingFacts: result.missing.map((entry) => entry.fact),
        description: pick(scheme.description, lang)!,
        deadline: scheme.deadline ?? null,
        maxBenefit: scheme.maxBenefitInr ?? null,
        status: trending.has(scheme.id) ? 'trending' : scheme.launched && new Date(scheme.launched).getTime() > newSince ? 'new' : 'popular',
        officialLink: scheme.officialLink,
        applyLink: scheme.applyLink,
      })),
    );
  }

  @Public()
  @Get(':id')
  async detail(@Param('id') id: string, @ContentLang() lang: ContentLanguage, @CurrentUser() caller?: Caller) {
    if (!SCHEME_ID.test(id)) throw new ApiError(404, 'Scheme not found', 'SCHEME.NOT_FOUND');
    return ok(await this.schemes.detail(id, lang, caller?.userId));
  }

  /**
   * Evaluates a scheme: for a citizen on their profile plus saved and given answers (saved for
   * next time unless remember=false); for a visitor on the answers given alone.
   */
  @Public()
  @Post(':id/eligibility')
  @HttpCode(200)
  async eligibility(
    @Param('id') id: string,
    @Body(new ZodPipe(eligibilityRequestSchema)) body: z.infer<typeof eligibilityRequestSchema>,
    @ContentLang() lang: ContentLanguage,
    @CurrentUser() caller?: Caller,
  ) {
    if (!SCHEME_ID.test(id)) throw new ApiError(404, 'Scheme not found', 'SCHEME.NOT_FOUND');
    const scheme = await this.schemes.require(id);
    const { answers, forget } = parseAnswers(body.answers);
    let profile: CitizenProfile = answers;
    if (caller) {
      if (body.remember !== false && (Object.keys(answers).length > 0 || forget.length > 0)) {
        await this.bookmarks.saveAnswers(caller.userId, { ...answers, ...Object.fromEntries(forget.map((fact) => [fact, null])) });
      }
      const stored = await this.profiles.profileOf(caller.userId);
      profile = { ...stored, ...answers };
      for (const fact of forget) delete (profile as Record<string, unknown>)[fact];
    }
    const result = evaluateScheme(scheme, profile);
    return ok({
      schemeId: scheme.id,
      schemeName: pick(scheme.name, lang)!,
      eligible: result.eligible,
      matchScore: result.matchScore,
      passed: result.passed.map((rule) => ({ ruleId: rule.ruleId, label: pick(rule.label, lang)! })),
      failed: result.failed.map((rule) => ({ ruleId: rule.ruleId, label: pick(rule.label, lang)!, reason: pick(rule.reason, lang)! })),
      missing: result.missing.map((entry) => ({ fact: entry.fact, question: pick(entry.question, lang)! })),
      profileUsed: profile,
    });
  }
}
