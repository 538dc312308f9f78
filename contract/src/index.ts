export * from './envelope.ts';
export * from './fields.ts';
export * from './auth.ts';
export * from './menu.ts';
export * from './dict.ts';
export * from './personal.ts';
export * from './notice.ts';
