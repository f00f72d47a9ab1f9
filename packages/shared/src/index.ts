export * from './enums.js';
