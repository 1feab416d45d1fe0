import type { InlineProjection } from '@jan-seva/event-store';
import { complaintsProjections } from '@jan-seva/complaints';
import { identityProjections } from '@jan-seva/identity';
import { citizenSchemesProjection, schemesProjection } from '@jan-seva/schemes';

/** Every read model kept inline with appends (and rebuilt by `npm run projections:rebuild`). */
export const allInlineProjections: readonly InlineProjection[] = [
  ...identityProjections,
  schemesProjection,
  citizenSchemesProjection,
  ...complaintsProjections,
];
