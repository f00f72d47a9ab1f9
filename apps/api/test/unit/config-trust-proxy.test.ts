import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from '../../src/config.js';

describe('[CONFIG] TRUST_PROXY', () => {
  it('is off by default and with false, 0 or no', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    for (const off of ['false', '0', 'no', 'FALSE'])
      expect(loadConfig({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
  });

  it('takes a comma-separated list of proxy addresses, CIDRs and named ranges', () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,192.168.0.0/255.255.0.0,::1,loopback' })
        .TRUST_PROXY,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', '192.168.0.0/255.255.0.0', '::1', 'loopback']);
  });

  it('refuses true (every hop trusted, so any client could forge its address), saying what to give instead', () => {
    for (const value of ['true', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        'TRUST_PROXY: true would trust every X-Forwarded-For hop, which any client can forge; give the number of ' +
          'proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16)',
      );
    }
  });

  it.each(['proxy.internal', '10.0.0.0/33', '10.0.0.300', '10.0.0.1,', 'fd00::/129', '-1', '1.5'])(
    'refuses %j, naming TRUST_PROXY and the bad entry',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: not a proxy address or CIDR: "/);
    },
  );

  it('gives Fastify a function trusting exactly N hops for a hop count (Fastify ignores a bare number)', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    const fn = trust as (a: string, i: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => fn('10.0.0.1', hop))).toEqual([true, true, false, false]);
    expect(fastifyTrustProxy(0)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
