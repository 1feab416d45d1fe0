import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AssistantAnswer } from '@jan-seva/assistant';
import { z } from 'zod';
import { CurrentUser, type Caller } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { openApiBody } from '../common/openapi';
import { ZodPipe } from '../common/zod-body.pipe';
import { Client } from '../identity/client-context';
import type { ClientContext } from '../identity/auth.service';
import { CitizenProfileService } from '../schemes/citizen-profile.service';
import { AssistantService } from './assistant.service';
import { RateLimiter } from './rate-limiter';

const MAX_QUESTION = 500;
const question = z
  .string({ error: 'Please type a question' })
  .trim()
  .min(1, 'Please type a question')
  .max(MAX_QUESTION, `Questions can be at most ${MAX_QUESTION} characters`);

const askSchema = z
  .object({
    question,
    language: z.enum(['en', 'hi', 'hinglish'], { error: 'language must be en, hi or hinglish' }).default('en'),
    includeUserProfile: z.boolean().default(true),
  })
  .strict();
const chatbotSchema = z.object({ message: question, language: z.enum(['en', 'hi', 'hinglish']).optional() }).strict();

/** Questions per client per minute; generous for a person, a brake on scripts. */
const PER_MINUTE = 30;

function envelope(answer: AssistantAnswer) {
  return {
    success: true,
    data: {
      answer: answer.answer,
      confidence: answer.confidence,
      sources: answer.sources.map((source) => ({ schemeId: source.schemeId, schemeName: source.schemeName, similarity: source.similarity })),
      relevantSchemes: answer.relevantSchemes,
      suggestions: answer.suggestions,
      language: answer.language,
      refused: answer.refused,
      detected: answer.detected,
    },
    message: answer.refused ? 'No matching scheme found' : 'Answered from the scheme catalogue',
  };
}

@ApiTags('assistant')
@Controller()
export class QaController {
  constructor(
    private readonly assistant: AssistantService,
    private readonly profiles: CitizenProfileService,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @Post('qa/ask')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask about schemes in English, Hindi or Hinglish; personalised when signed in' })
  @ApiBody(openApiBody(askSchema))
  async ask(@Body(new ZodPipe(askSchema)) body: z.infer<typeof askSchema>, @Client() client: ClientContext, @CurrentUser() caller?: Caller) {
    await this.limiter.consume('qa', caller?.userId ?? client.ip, PER_MINUTE, 60);
    const profile = caller && body.includeUserProfile ? await this.profiles.profileOf(caller.userId) : undefined;
    return envelope(await this.assistant.ask(body.question, body.language, profile));
  }

  @Public()
  @Post('chatbot')
  @HttpCode(200)
  @ApiOperation({ summary: 'Help with using the portal (documents, complaints, events, offices, account)' })
  @ApiBody(openApiBody(chatbotSchema))
  async chatbot(@Body(new ZodPipe(chatbotSchema)) body: z.infer<typeof chatbotSchema>, @Client() client: ClientContext, @CurrentUser() caller?: Caller) {
    await this.limiter.consume('chatbot', caller?.userId ?? client.ip, PER_MINUTE, 60);
    return envelope(await this.assistant.help(body.message, body.language));
  }
}
