// Owner portfolios: an owner is a name and a mailing address. Spellings of one name (case, punctuation, LLC/Trust
// suffixes, name order) at one mailing address are one owner, with the same mailing address and a shared name word
// too; the same name at another address is another owner. Adjacent parcels are one holding with their acreage.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_MESSAGES } from '@utah-land/shared';
import { Place } from '../support/matching-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';

let t: TestApp;
let token = '';
const place = new Place();
/** A word no other test or generated owner has. */
const word = Array.from({ length: 8 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
  '',
);
const ids = {} as Record<
  | 'a'
  | 'b'
  | 'c'
  | 'trust'
  | 'john'
  | 'john2'
  | 'john3'
  | 'harvest1'
  | 'harvest1b'
  | 'harvest2'
  | 'harvest3'
  | 'family'
  | 'family2'
  | 'project',
  number
> &
  Record<string, number>;

async function parcel(
  key: string,
  name: string,
  dx: number,
  acreage: number,
  mailing: string,
  value = 100_000,
) {
  const { id } = await t.database.db
    .insertInto('parcels')
    .values({
      parcel_id: `PF-${randomUUID().slice(0, 10)}`,
      geom: place.square(dx, 0, 20),
      center: place.point(dx, 0),
      acreage,
      city: place.city,
      county: place.county,
      ownership_name: name,
      mailing_address: mailing,
      mailing_zip: '84604',
      market_value: value,
      source: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = id;
}

const get = (query: string, auth = token) =>
  t.app.inject({ method: 'GET', url: `/api/owners/portfolio?${query}`, headers: bearer(auth) });

beforeAll(async () => {
  t = await createTestApp();
  token = (await seedUser(t, { status: 'Subscribed', prefix: 'portfolio' })).token;
  await parcel('a', `WASATCH ${word} HOLDINGS LLC`, 0, 1.5, '100 North Main Street');
  await parcel('b', `Wasatch ${word} Holdings, L.L.C.`, 40, 2.25, '100 N. Main St.');
  await parcel('c', `wasatch ${word} holdings`, 2000, 10, '100 N Main St', 250_000);
  await parcel('trust', `${word} WASATCH FAMILY TRUST`, 4000, 3, '100 N Main St');
  await parcel('land', `WASATCH ${word} LAND LLC`, 6000, 4, '9 Elm Ave');
  await parcel('neighbour', `ALPINE HOLDINGS LLC`, 80, 5, '100 N Main St');
  await parcel('john', `${word}, JOHN A`, 8000, 1, '5 Oak Ln');
  await parcel('john2', `John ${word} Revocable Trust`, 9000, 1, '5 Oak Lane');
  await parcel('john3', `JOHN ${word}`, 9500, 1, 'PO Box 7');
  await parcel('harvest1', `HARVEST ${word} FELLOWSHIP`, 20000, 2, '1200 E 400 S');
  await parcel('harvest1b', `Harvest ${word} Fellowship, Inc.`, 20040, 1, '1200 East 400 South');
  await parcel('harvest2', `HARVEST ${word} FELLOWSHIP`, 22000, 3, '55 W Center St');
  await parcel('harvest3', `HARVEST ${word} FELLOWSHIP`, 24000, 4, '8 Canyon Rd');
  await parcel('jane', `${word}, JANE`, 10000, 1, '6 Oak Ln');
  await parcel('family', `${word} FAMILY TRUST`, 12000, 1, '7 Pine Dr');
  await parcel('family2', `The ${word} Family Trust`, 14000, 1, '7 Pine Drive');
  await parcel('otherFamily', `${word} FAMILY TR`, 16000, 1, '900 W 200 S');
  const project = await t.database.db
    .insertInto('projects')
    .values({
      name: `${word} Ridge`,
      owner_names: [`Wasatch ${word} Holdings LLC`],
      ownership_name: `Wasatch ${word} Holdings LLC`,
      city: place.city,
      source: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.project = project.id;
});
afterAll(() => t.close());

describe('[PORTFOLIO] all properties of an owner', () => {
  it('groups the spellings of one owner and its mailing address, not other owners', async () => {
    const res = await get(`parcelId=${ids.a}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.owner.key).toBe(`HOLDINGS ${word} WASATCH`.split(' ').sort().join(' '));
    const byId = new Map(body.parcels.map((p: { id: number }) => [p.id, p]));
    expect([...byId.keys()].sort()).toEqual([ids.a, ids.b, ids.c, ids.trust].sort());
    expect(byId.get(ids.trust)).toMatchObject({ matchedOn: 'mailing address' });
    expect(byId.get(ids.b)).toMatchObject({ matchedOn: 'name and mailing address' });
    expect(body.owner.names).toEqual(
      expect.arrayContaining([`WASATCH ${word} HOLDINGS LLC`, `Wasatch ${word} Holdings, L.L.C.`]),
    );
    expect(body.totals).toEqual({
      parcels: 4,
      acres: 16.75,
      marketValue: 550_000,
      holdings: 3,
      projects: 1,
    });
    expect(body.projects).toEqual([expect.objectContaining({ id: ids.project, isChild: false })]);
  });

  it('makes adjacent parcels one holding with their combined acreage', async () => {
    const body = (await get(`parcelId=${ids.b}`)).json();
    const holdingOf = (id: number) => body.parcels.find((p: { id: number }) => p.id === id).holdingId;
    expect(holdingOf(ids.a)).toBe(holdingOf(ids.b));
    expect(holdingOf(ids.c)).not.toBe(holdingOf(ids.a));
    const joined = body.holdings.find((h: { id: number }) => h.id === holdingOf(ids.a));
    expect(joined).toMatchObject({ parcelCount: 2, acres: 3.75, marketValue: 200_000 });
    expect(joined.geometry.type).toMatch(/Polygon/);
    expect(body.holdings[0]).toMatchObject({ parcelCount: 1, acres: 10 });
  });

  it('matches people across name order, initials and trusts, not relatives nor other addresses', async () => {
    const body = (await get(`parcelId=${ids.john}`)).json();
    expect(body.parcels.map((p: { id: number }) => p.id).sort()).toEqual([ids.john, ids.john2].sort());
    const other = (await get(`parcelId=${ids.john3}`)).json();
    expect(other.parcels.map((p: { id: number }) => p.id)).toEqual([ids.john3]);
  });

  it('keeps owners of one name at different mailing addresses apart, and says how it grouped', async () => {
    const first = (await get(`parcelId=${ids.harvest1}`)).json();
    expect(first.parcels.map((p: { id: number }) => p.id).sort()).toEqual(
      [ids.harvest1, ids.harvest1b].sort(),
    );
    // The normalised name has its words sorted; the random word may sort anywhere among them.
    const normalised = ['FELLOWSHIP', 'HARVEST', word.toUpperCase()].sort().join(' ');
    expect(first.owner.grouping).toContain(`owner name '${normalised}'`);
    expect(first.owner.grouping).toContain("mailing address '1200 E 400 S, 84604'");
    for (const [key, expected] of [
      ['harvest2', 3],
      ['harvest3', 4],
    ] as const) {
      const body = (await get(`parcelId=${ids[key]}`)).json();
      expect(body.parcels.map((p: { id: number }) => p.id)).toEqual([ids[key]]);
      expect(body.totals.acres).toBe(expected);
    }
  });

  it('needs the mailing address for a lone surname (family trusts)', async () => {
    const body = (await get(`parcelId=${ids.family}`)).json();
    expect(body.parcels.map((p: { id: number }) => p.id).sort()).toEqual([ids.family, ids.family2].sort());
  });

  it('starts from a project or a contact as well', async () => {
    // A project has no mailing address: the one most parcels of its owner's name are mailed to.
    const fromProject = (await get(`projectId=${ids.project}`)).json();
    expect(fromProject.parcels.map((p: { id: number }) => p.id).sort()).toEqual(
      [ids.a, ids.b, ids.c, ids.trust].sort(),
    );
    expect(fromProject.owner.grouping).toContain('the address most parcels of this name are mailed to');
    const contact = await t.database.db
      .insertInto('contacts')
      .values({ name: `Pat Doe`, owner_name: `Wasatch ${word} Holdings L.C.`, source: 'test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fromContact = (await get(`contactId=${contact.id}`)).json();
    expect(fromContact.totals.parcels).toBe(4);
  });

  it('answers 400 without exactly one subject, 404 for a missing one, 403 for Free Trial', async () => {
    expect((await get('')).statusCode).toBe(400);
    const two = await get(`parcelId=${ids.a}&projectId=${ids.project}`);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toContain(PORTFOLIO_MESSAGES.oneSubject);
    expect((await get('parcelId=999999999')).statusCode).toBe(404);
    expect((await get('parcelId=1e400')).statusCode).toBe(400);
    const trial = await seedUser(t, { status: 'Free Trial', prefix: 'portfolio-trial' });
    const refused = await get(`parcelId=${ids.a}`, trial.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Upgrade to view details');
  });
});
