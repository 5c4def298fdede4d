import { THUMBNAIL_ART_VERSION } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { imageIdWithoutPrefix, SELF_HOSTED_IMAGE_IDS, thumbnailUrl } from './thumbnail';

const v = THUMBNAIL_ART_VERSION;

describe('thumbnailUrl', () => {
  it('has exactly seven self-hosted ids', () => {
    expect(SELF_HOSTED_IMAGE_IDS.size).toBe(7);
  });

  it('uses the own CDN for a self-hosted id, dropping the prefix', () => {
    expect(thumbnailUrl({ provider: 'Nova Studio', imageId: 'nova:MidnightMint' })).toBe(
      `/cdn/images/nova%20studio/MidnightMint.webp?v=${v}`,
    );
  });

  it('uses the s3 CDN for every other id', () => {
    expect(thumbnailUrl({ provider: 'Pragmatic', imageId: 'pragmatic:SweetBonanza' })).toBe(`/cdn/i/s3/pragmatic/SweetBonanza.webp?v=${v}`);
  });

  it('puts each kind on its configured host', () => {
    const hosts = { cdnUrl: 'https://own.example.com', s3CdnUrl: 'https://s3.example.net/x' };
    expect(thumbnailUrl({ provider: 'Bluefin', imageId: 'VelvetVault' }, hosts)).toBe(
      `https://own.example.com/images/bluefin/VelvetVault.webp?v=${v}`,
    );
    expect(thumbnailUrl({ provider: 'Bluefin', imageId: 'bf:Reef/Run' }, hosts)).toBe(
      `https://s3.example.net/x/i/s3/bluefin/Reef%2FRun.webp?v=${v}`,
    );
  });

  it('returns null without an image id', () => {
    expect(thumbnailUrl({ provider: 'Pragmatic', imageId: null })).toBeNull();
  });

  it('strips only up to the first colon', () => {
    expect(imageIdWithoutPrefix('a:B')).toBe('B');
    expect(imageIdWithoutPrefix('Plain')).toBe('Plain');
  });
});
