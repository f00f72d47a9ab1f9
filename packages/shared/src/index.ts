export * from './enums.js';
export * from './schemas/account.js';
export * from './schemas/map.js';
export * from './schemas/bookmarks.js';
