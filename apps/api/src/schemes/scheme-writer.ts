import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@jan-seva/event-store';
import { CatalogueCache } from './catalogue-cache';
import {
  decideScheme,
  evolveScheme,
  initialSchemeState,
  schemeStreamId,
  seedCommand,
  type Scheme,
  type SchemeCommand,
  type SchemeEvent,
  type SchemeState,
} from '@jan-seva/schemes';

/** Every catalogue change is an event on `scheme-<id>`; the `schemes` read model follows inline. */
@Injectable()
export class SchemeWriter {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly catalogue: CatalogueCache,
  ) {}

  load(schemeId: string): Promise<{ state: SchemeState; version: number }> {
    return this.store.aggregate<SchemeState, SchemeEvent>(schemeStreamId(schemeId), evolveScheme, initialSchemeState());
  }

  async execute(schemeId: string, command: SchemeCommand, metadata: EventMetadata): Promise<SchemeEvent[]> {
    const { state, version } = await this.load(schemeId);
    const events = decideScheme(command, state);
    if (events.length > 0) {
      await this.store.append(schemeStreamId(schemeId), version, events, { metadata });
      this.catalogue.invalidate();
    }
    return events;
  }

  /** Idempotent: publishes new files, refreshes re-verified ones, leaves the rest. */
  async seed(schemes: readonly Scheme[], now = new Date()): Promise<{ published: number; updated: number; unchanged: number }> {
    const outcome = { published: 0, updated: 0, unchanged: 0 };
    for (const scheme of schemes) {
      const { state, version } = await this.load(scheme.id);
      const command = seedCommand(state, scheme, now);
      const events = command ? decideScheme(command, state) : [];
      if (events.length === 0) {
        outcome.unchanged += 1;
        continue;
      }
      await this.store.append(schemeStreamId(scheme.id), version, events, { metadata: { actorId: 'system:catalogue-seed' } });
      if (events[0]!.type === 'SchemePublished') outcome.published += 1;
      else outcome.updated += 1;
    }
    this.catalogue.invalidate();
    return outcome;
  }
}
