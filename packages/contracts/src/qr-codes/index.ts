export * from './label-printers';
export * from './label-text';
export * from './print-layout';
export * from './qr-codes.endpoints';
export * from './qr-codes.schemas';
export * from './qr-constants';
export * from './qr-rules';
export * from './zpl-label';
