export * from './compared.js';
export * from './new-homes.js';
export * from './why-matched.js';
export * from './fit.js';
export * from './zoning-density.js';
