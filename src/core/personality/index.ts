export * from './rules';
export * from './subscales';
export * from './profile';
