import type { InlineProjection } from '@jan-seva/event-store';
import { passwordResetsProjection } from './password-resets.projection';
import { sessionsProjection } from './sessions.projection';
import { usersProjection } from './users.projection';

export { passwordResetsProjection, sessionsProjection, usersProjection };

/** The identity read models, kept in the append's transaction. */
export const identityProjections: readonly InlineProjection[] = [
  usersProjection,
  sessionsProjection,
  passwordResetsProjection,
];
