export * from './auth/messages.ts';
export * from './auth/schemas.ts';
export * from './account/messages.ts';
export * from './account/schemas.ts';
export * from './clients/capabilities.ts';
export * from './clients/navigation.ts';
export * from './constants.ts';
export * from './console/labels.ts';
