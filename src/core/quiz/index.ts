export * from './breakdown';
export * from './generate';
export * from './psico';
export * from './score';
export * from './shuffle';
export * from './test-key';
export * from './timer';
