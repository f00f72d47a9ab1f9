import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('[CONFIG] the external geocoder', () => {
  it('is off unless GEOCODER_URL is set, with a 1500 ms timeout by default', () => {
    const c = loadConfig({});
    expect(c.GEOCODER_URL).toBeUndefined();
    expect(c.GEOCODER_TIMEOUT_MS).toBe(1500);
    const on = loadConfig({
      GEOCODER_URL: 'https://nominatim.openstreetmap.org/search',
      GEOCODER_TIMEOUT_MS: '800',
      GEOCODER_USER_AGENT: 'UtahLand/1.0 (ops@example.com)',
      GEOCODER_EMAIL: 'ops@example.com',
    });
    expect(on).toMatchObject({
      GEOCODER_URL: 'https://nominatim.openstreetmap.org/search',
      GEOCODER_TIMEOUT_MS: 800,
      GEOCODER_USER_AGENT: 'UtahLand/1.0 (ops@example.com)',
      GEOCODER_EMAIL: 'ops@example.com',
    });
  });

  it.each([
    ['GEOCODER_URL', 'nominatim.openstreetmap.org/search'],
    ['GEOCODER_URL', 'ftp://example.com/search'],
    ['GEOCODER_TIMEOUT_MS', 'soon'],
    ['GEOCODER_TIMEOUT_MS', '5'],
    ['GEOCODER_EMAIL', 'not-an-address'],
  ])('refuses to start with a bad %s (%s), naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^\\s+${name}: `, 'm'));
  });
});
