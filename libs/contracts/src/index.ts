export * from './messages';
export * from './auth';
export * from './envelope';
export * from './zod-errors';
export * from './jobs';
export * from './schemes';
export * from './complaints';
