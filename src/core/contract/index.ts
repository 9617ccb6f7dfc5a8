export * from './common';
export * from './auth';
export * from './system';
export * from './quiz';
export * from './personality';
export * from './ai';
export * from './account';
export * from './comments';
