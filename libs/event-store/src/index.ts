export * from './types';
export * from './errors';
export { PostgresEventStore, streamTypeOf } from './postgres-event-store';
export { CatchUpSubscription, type CatchUpSubscriptionOptions, type Checkpoint } from './catch-up-subscription';
export { applyProjections, rebuildProjections } from './projection-rebuild';
export {
  createJobDispatcher,
  jobIdFor,
  type DispatchRoute,
  type DispatchedJob,
  type JobEnqueuer,
} from './job-dispatcher';
