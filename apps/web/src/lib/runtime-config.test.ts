import { describe, expect, it } from 'vitest';
import { imageOrigins, readRuntimeConfig } from './runtime-config';

describe('readRuntimeConfig', () => {
  it('defaults both CDN bases to our own server', () => {
    expect(readRuntimeConfig({})).toEqual({ cdnUrl: '/cdn', s3CdnUrl: '/cdn' });
    expect(imageOrigins(readRuntimeConfig({}))).toEqual([]);
  });

  it('takes absolute URLs and paths, without a trailing slash', () => {
    const config = readRuntimeConfig({ CDN_URL: 'https://img.example.com/', S3_CDN_URL: '/assets/' });
    expect(config).toEqual({ cdnUrl: 'https://img.example.com', s3CdnUrl: '/assets' });
    expect(imageOrigins(config)).toEqual(['https://img.example.com']);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => readRuntimeConfig({ CDN_URL: 'ftp://x' })).toThrow(/CDN_URL/);
    expect(() => readRuntimeConfig({ S3_CDN_URL: '//evil.example' })).toThrow(/S3_CDN_URL/);
    expect(() => readRuntimeConfig({ S3_CDN_URL: 'img.example.com' })).toThrow(/S3_CDN_URL/);
  });
});
