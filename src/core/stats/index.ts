export * from './ranking';
export * from './rules';
export * from './summary';
export * from './timeline';
export * from './topics';
export * from './cache';
export * from './history-filter';
export * from './recent';
