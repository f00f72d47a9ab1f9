import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type AppInstance } from '../../src/app.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { insertParcels, insertProject, qs, uniqueCity } from './map-fixtures.js';

// A local HTTP server answering like Nominatim's /search?format=jsonv2 (a stand-in for the external geocoder).

interface FakeAnswer {
  status?: number;
  /** A JSON value, or raw text when a string. */
  body: unknown;
  delayMs?: number;
}

async function startFakeNominatim() {
  const requests: { url: URL; headers: IncomingHttpHeaders }[] = [];
  const fake = {
    requests,
    url: '',
    respond: (_q: string): FakeAnswer => ({ body: [] }),
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, headers: req.headers });
    const answer = fake.respond(url.searchParams.get('q') ?? '');
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
  return fake;
}

const place = (lat: number, lon: number, display_name: string) => ({
  place_id: Math.floor(Math.random() * 1e9),
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 1,
  lat: String(lat),
  lon: String(lon),
  category: 'tourism',
  type: 'attraction',
  place_rank: 30,
  importance: 0.4,
  addresstype: 'tourism',
  name: display_name.split(',')[0],
  display_name,
  boundingbox: [String(lat - 0.001), String(lat + 0.001), String(lon - 0.001), String(lon + 0.001)],
});

interface Hit {
  type: string;
  label: string;
  lat: number;
  lng: number;
  id?: number;
  zoom: number;
}

describe('[MAP] address search with an external geocoder (Nominatim format)', () => {
  let fake: Awaited<ReturnType<typeof startFakeNominatim>>;
  let t: TestApp;
  let token: string;
  const city = uniqueCity();
  const word = `Wombat${randomUUID().slice(0, 6)}`;
  const pid = `GEO-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  let parcel = 0;
  let project = 0;

  beforeAll(async () => {
    fake = await startFakeNominatim();
    t = await createTestApp({ GEOCODER_URL: fake.url, GEOCODER_TIMEOUT_MS: '400' });
    token = (await seedUser(t, { status: 'Subscribed' })).token;
    parcel = (await insertParcels(t, city, [{ lng: -112.5, lat: 38.1, parcel_id: pid }]))[0]!;
    await t.database.db
      .updateTable('parcels')
      .set({ address: `1234 N ${word} Way` })
      .where('id', '=', parcel)
      .execute();
    project = await insertProject(t, city, { name: `${word} Meadows`, lng: -112.51, lat: 38.11 });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const search = async (q: string, app: AppInstance = t.app) => {
    const res = await app.inject({ url: `/api/search?${qs({ q })}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Hit[];
  };

  it("asks the geocoder within Utah's box and lists its places in Utah after ours, without near-duplicates", async () => {
    fake.respond = () => ({
      body: [
        place(38.1104, -112.5101, `${word} Meadows, Beaver County, Utah, United States`), // our project again
        place(
          40.7704,
          -111.8919,
          'Temple Square, Salt Lake City, Salt Lake County, Utah, 84150, United States',
        ),
        place(39.7392, -104.9903, 'Denver, Colorado, United States'), // outside Utah
        place(37.1041, -113.5841, 'St. George, Washington County, Utah, 84770, United States'),
      ],
    });
    const before = fake.requests.length;
    const hits = await search(`${word} Meadows`);

    expect(fake.requests.length).toBe(before + 1);
    const asked = fake.requests.at(-1)!;
    expect(asked.url.pathname).toBe('/search');
    expect(Object.fromEntries(asked.url.searchParams)).toMatchObject({
      q: `${word} Meadows`,
      format: 'jsonv2',
      limit: '5',
      countrycodes: 'us',
      viewbox: '-114.06,42.01,-109.04,36.99',
      bounded: '1',
    });
    expect(asked.headers['user-agent']).toMatch(/^UtahLand\/.+localhost:5173/);

    expect(hits[0]).toMatchObject({ type: 'project', id: project, label: `${word} Meadows` });
    const places = hits.filter((h) => h.type === 'place');
    expect(places).toEqual([
      {
        type: 'place',
        label: 'Temple Square, Salt Lake City, Salt Lake County, Utah, 84150',
        lat: 40.7704,
        lng: -111.8919,
        zoom: 15,
      },
      {
        type: 'place',
        label: 'St. George, Washington County, Utah, 84770',
        lat: 37.1041,
        lng: -113.5841,
        zoom: 15,
      },
    ]);
    const firstPlace = hits.findIndex((h) => h.type === 'place');
    expect(hits.slice(firstPlace).every((h) => h.type === 'place')).toBe(true);
    expect(hits.length).toBeLessThanOrEqual(10);

    // The same question again (other case and spacing) is answered from the cache.
    const again = await search(`  ${word.toUpperCase()}   meadows `);
    expect(fake.requests.length).toBe(before + 1);
    expect(again.filter((h) => h.type === 'place').map((h) => h.label)).toEqual(places.map((h) => h.label));
  });

  it('does not ask the geocoder about short queries or parcel ids', async () => {
    fake.respond = () => ({
      body: [place(40.7704, -111.8919, 'Temple Square, Salt Lake City, Utah, United States')],
    });
    const before = fake.requests.length;
    const ids = await search(pid);
    expect(ids[0]).toMatchObject({ type: 'parcel', id: parcel, label: pid });
    expect(ids.some((h) => h.type === 'place')).toBe(false);
    const short = await search('Wo');
    expect(short.some((h) => h.type === 'place')).toBe(false);
    expect(fake.requests.length).toBe(before);
  });

  describe('a geocoder that fails', () => {
    let logApp: AppInstance;
    const logged: { level: number; msg: string; reason?: string }[] = [];

    beforeAll(async () => {
      // The same app with a logger that keeps what it writes, to see the warnings.
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
          done();
        },
      });
      logApp = await buildApp({ deps: t.app.deps, logger: pino({ level: 'warn' }, sink) });
      await logApp.ready();
    });
    afterAll(() => logApp?.close());

    const failures: [string, FakeAnswer, RegExp][] = [
      ['does not answer in time', { body: [], delayMs: 3000 }, /no answer within 400 ms/],
      ['answers HTTP 500', { status: 500, body: { error: 'boom' } }, /HTTP 500/],
      ['answers malformed JSON', { body: '[{"lat": "40.7", "lon": ' }, /other than JSON/],
      ['answers JSON of another shape', { body: { error: 'Unable to geocode' } }, /not a list of places/],
      [
        'answers places without coordinates',
        { body: [{ display_name: 'Somewhere' }] },
        /not a list of places/,
      ],
    ];
    for (const [what, answer, reason] of failures)
      it(`still answers our own results when it ${what}, logging one warning`, async () => {
        fake.respond = () => answer;
        const before = fake.requests.length;
        const logsBefore = logged.length;
        const hits = await search(`1234 N ${word} Way`, logApp);
        expect(fake.requests.length).toBe(before + 1);
        expect(hits[0]).toMatchObject({ type: 'address', id: parcel, label: `1234 N ${word} Way, ${city}` });
        expect(hits.some((h) => h.type === 'place')).toBe(false);
        const warnings = logged.slice(logsBefore).filter((l) => l.level === 40);
        expect(warnings).toHaveLength(1);
        expect(warnings[0]!.msg).toMatch(/geocoder failed/);
        expect(warnings[0]!.reason).toMatch(reason);
      });
  });

  it('makes no outbound call when GEOCODER_URL is not set', async () => {
    const plain = await createTestApp();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      fake.respond = () => ({
        body: [place(40.7704, -111.8919, 'Temple Square, Salt Lake City, Utah, United States')],
      });
      const before = fake.requests.length;
      const hits = await search(`${word} Meadows`, plain.app);
      expect(hits[0]).toMatchObject({ type: 'project', id: project });
      expect(hits.some((h) => h.type === 'place')).toBe(false);
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(fake.requests.length).toBe(before);
    } finally {
      fetchSpy.mockRestore();
      await plain.close();
    }
  });
});
