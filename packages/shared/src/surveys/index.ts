export * from './options.js';
export * from './definitions.js';
export * from './validation.js';
export * from './answers.js';
export * from './mapping.js';
export * from './registry.js';
export * from './criteria.js';
