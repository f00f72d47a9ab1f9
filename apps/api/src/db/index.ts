// The database layer is the @utah-land/db package (packages/db): the API's modules import it through this file.
export * from '@utah-land/db';
