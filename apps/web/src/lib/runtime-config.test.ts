import { describe, expect, it } from 'vitest';
import { frameOrigins, imageOrigins, readRuntimeConfig } from './runtime-config';

describe('readRuntimeConfig', () => {
  it('defaults both CDN bases and the widget hosts to our own server', () => {
    expect(readRuntimeConfig({})).toEqual({
      cdnUrl: '/cdn',
      s3CdnUrl: '/cdn',
      mifinityDemoHost: '',
      mifinitySecureHost: '',
      aggregatorOrigins: [],
    });
    expect(imageOrigins(readRuntimeConfig({}))).toEqual([]);
    expect(frameOrigins(readRuntimeConfig({}))).toEqual([]);
  });

  it('takes absolute URLs and paths, without a trailing slash', () => {
    const config = readRuntimeConfig({ CDN_URL: 'https://img.example.com/', S3_CDN_URL: '/assets/' });
    expect(config).toMatchObject({ cdnUrl: 'https://img.example.com', s3CdnUrl: '/assets' });
    expect(imageOrigins(config)).toEqual(['https://img.example.com']);
  });

  it('takes the widget hosts as origins, which the page may then frame', () => {
    const config = readRuntimeConfig({
      MIFINITY_DEMO_HOST: 'https://demo.widget.example/',
      MIFINITY_SECURE_HOST: 'https://secure.widget.example',
    });
    expect(frameOrigins(config)).toEqual(['https://demo.widget.example', 'https://secure.widget.example']);
    expect(() => readRuntimeConfig({ MIFINITY_SECURE_HOST: 'https://widget.example/path' })).toThrow(/MIFINITY_SECURE_HOST/);
    expect(() => readRuntimeConfig({ MIFINITY_DEMO_HOST: 'javascript:alert(1)' })).toThrow(/MIFINITY_DEMO_HOST/);
  });

  it("frames the aggregators' games from their origins", () => {
    const config = readRuntimeConfig({ AGGREGATOR_ORIGINS: 'https://games.aggregator.example/, http://localhost:4700' });
    expect(frameOrigins(config)).toEqual(['https://games.aggregator.example', 'http://localhost:4700']);
    expect(() => readRuntimeConfig({ AGGREGATOR_ORIGINS: 'https://games.example/launch' })).toThrow(/AGGREGATOR_ORIGINS/);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => readRuntimeConfig({ CDN_URL: 'ftp://x' })).toThrow(/CDN_URL/);
    expect(() => readRuntimeConfig({ S3_CDN_URL: '//evil.example' })).toThrow(/S3_CDN_URL/);
    expect(() => readRuntimeConfig({ S3_CDN_URL: 'img.example.com' })).toThrow(/S3_CDN_URL/);
  });
});
