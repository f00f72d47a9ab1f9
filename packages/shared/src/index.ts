export * from './enums.js';
export * from './schemas/account.js';
export * from './schemas/map.js';
