export * from './generate';
export * from './psico';
export * from './score';
export * from './test-key';
export * from './timer';
