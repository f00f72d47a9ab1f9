import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPostgres, migrate } from '@utah-land/db';
import { loadGeography } from '@utah-land/data';
import { releasePlaceCells } from './place-cells.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** Creates a fresh, migrated database for this test run on the PostgreSQL server, and drops it afterwards. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `utah_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 2);
  await migrate(database);
  await loadGeography(database);
  await database.close();
  project.provide('databaseUrl', url.toString());
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    releasePlaceCells(url.toString());
    await admin.end();
  };
}
