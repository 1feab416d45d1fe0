import { EventStore1763700000000 } from './1763700000000-event-store';
import { Identity1763700001000 } from './1763700001000-identity';
import { Operations1763700002000 } from './1763700002000-operations';
import { Complaints1763700003000 } from './1763700003000-complaints';
import { Schemes1763700004000 } from './1763700004000-schemes';
import { CommunityFeed1763700005000 } from './1763700005000-community-feed';

/** Every migration in order. TypeORM applies those not yet recorded in `migrations`. */
export const migrations = [EventStore1763700000000, Identity1763700001000, Operations1763700002000, Complaints1763700003000, Schemes1763700004000, CommunityFeed1763700005000];
