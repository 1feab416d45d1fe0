export * from './scheme.events';
export * from './scheme.state';
export * from './scheme.errors';
export * from './scheme.decide';
export { schemesProjection } from './schemes.projection';
