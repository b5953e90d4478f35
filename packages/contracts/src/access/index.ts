export * from './navigation';
export * from './principal';
export * from './roles';
export * from './rules';
export * from './scope';
