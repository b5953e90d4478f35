export * from './catalog';
export * from './devices';
export * from './logs';
export * from './people';
export * from './staff';
export * from './tenants';
