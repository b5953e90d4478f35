export * from './device-models.endpoints';
export * from './device-models.schemas';
export * from './model-categories';
export * from './model-rules';
export * from './model-upload';
