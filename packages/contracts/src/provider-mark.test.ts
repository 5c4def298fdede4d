import { describe, expect, it } from 'vitest';
import { providerMark } from './provider-mark';

describe('providerMark', () => {
  it('takes initials from words or capitals', () => {
    expect(providerMark('VelvetReel').initials).toBe('VR');
    expect(providerMark('Copper Fox').initials).toBe('CF');
    expect(providerMark('bluefin').initials).toBe('BL');
  });

  it('is stable for a name in any letter case and differs between names', () => {
    expect(providerMark('LunarForge')).toEqual({ ...providerMark('lunarforge'), initials: 'LF' });
    const marks = ['LunarForge', 'VelvetReel', 'Northwind', 'CopperFox', 'Bluefin', 'EmberOak'].map(providerMark);
    expect(new Set(marks.map((m) => `${m.hue}-${m.shape}`)).size).toBe(6);
    for (const m of marks) expect(m.hue).toBeGreaterThanOrEqual(0);
  });
});
