export * from './enums.js';
export * from './schemas/account.js';
