import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS } from './long-press';
import { createTouchFacts, FACTS_ATTRIBUTE, TILE_ATTRIBUTE } from './touch-facts';

/** A tile as the page has it: its attributes, and the elements inside it a finger lands on. */
function tile() {
  const attributes = new Set<string>([TILE_ATTRIBUTE]);
  const element = {
    setAttribute: (name: string) => void attributes.add(name),
    removeAttribute: (name: string) => void attributes.delete(name),
    closest: (selector: string) => (selector === `[${TILE_ATTRIBUTE}]` ? element : null),
    get showsFacts() {
      return attributes.has(FACTS_ATTRIBUTE);
    },
  };
  return element;
}
const elsewhere = { closest: () => null };

function event(type: string, target: unknown, pointerType = 'touch') {
  return { type, target, pointerType, clientX: 50, clientY: 50, preventDefault: vi.fn(), stopPropagation: vi.fn() };
}
const feed = (handle: (e: Event) => void, e: ReturnType<typeof event>) => {
  handle(e as unknown as Event);
  return e;
};

describe('long presses on the page’s tiles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('marks the pressed tile, stops the click and the link menu that follow, and unmarks it at the next touch', () => {
    const handle = createTouchFacts();
    const [pressed, other] = [tile(), tile()];
    feed(handle, event('pointerdown', pressed));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(pressed.showsFacts).toBe(true);
    expect(other.showsFacts).toBe(false);
    expect(feed(handle, event('contextmenu', pressed)).preventDefault).toHaveBeenCalled();
    feed(handle, event('pointerup', pressed));
    const click = feed(handle, event('click', pressed));
    expect(click.preventDefault).toHaveBeenCalled();
    expect(click.stopPropagation).toHaveBeenCalled();

    // The next touch, anywhere, puts the facts away; a tap then opens the game as usual.
    feed(handle, event('pointerdown', pressed));
    expect(pressed.showsFacts).toBe(false);
    feed(handle, event('pointerup', pressed));
    expect(feed(handle, event('click', pressed)).preventDefault).not.toHaveBeenCalled();
  });

  it('leaves taps, mouse presses and presses outside tiles alone', () => {
    const handle = createTouchFacts();
    const pressed = tile();
    feed(handle, event('pointerdown', pressed, 'mouse'));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(pressed.showsFacts).toBe(false);
    expect(feed(handle, event('contextmenu', pressed, 'mouse')).preventDefault).not.toHaveBeenCalled();

    feed(handle, event('pointerdown', elsewhere));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(feed(handle, event('click', elsewhere)).preventDefault).not.toHaveBeenCalled();
  });
});
