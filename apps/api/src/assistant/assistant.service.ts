import { Inject, Injectable } from '@nestjs/common';
import { createAssistant, createLlmWriter, type AnswerWriter, type Assistant, type AssistantAnswer, type AssistantLanguage } from '@jan-seva/assistant';
import type { CitizenProfile, Scheme } from '@jan-seva/schemes';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CatalogueCache } from '../schemes/catalogue-cache';

/**
 * The grounded assistant over the published catalogue, rebuilt whenever the catalogue changes.
 * With ASSISTANT_LLM_URL set, a model rewrites the answer from the same retrieved context
 * (falling back to the grounded answer after 8 s or on any error).
 */
@Injectable()
export class AssistantService {
  private built: { schemes: readonly Scheme[]; assistant: Assistant } | undefined;
  private readonly writer: AnswerWriter | undefined;

  constructor(
    private readonly catalogue: CatalogueCache,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.writer = config.ASSISTANT_LLM_URL
      ? createLlmWriter({
          url: config.ASSISTANT_LLM_URL,
          ...(config.ASSISTANT_LLM_KEY ? { apiKey: config.ASSISTANT_LLM_KEY } : {}),
          ...(config.ASSISTANT_LLM_MODEL ? { model: config.ASSISTANT_LLM_MODEL } : {}),
          timeoutMs: 8000,
        })
      : undefined;
  }

  private async assistant(): Promise<Assistant> {
    const schemes = await this.catalogue.active();
    if (this.built?.schemes !== schemes) this.built = { schemes, assistant: createAssistant([...schemes]) };
    return this.built.assistant;
  }

  async ask(question: string, language: AssistantLanguage, profile?: CitizenProfile): Promise<AssistantAnswer> {
    const assistant = await this.assistant();
    const input = { question, language, ...(profile ? { profile } : {}) };
    return this.writer ? assistant.askWithWriter(input, this.writer) : assistant.ask(input);
  }

  async help(message: string, language?: AssistantLanguage): Promise<AssistantAnswer> {
    return (await this.assistant()).help(message, language);
  }
}
