import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLongPress, LONG_PRESS_MS, LONG_PRESS_SLOP_PX } from './long-press';

const touch = (clientX = 100, clientY = 100) => ({ pointerType: 'touch', clientX, clientY });

describe('long press on a tile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function press() {
    const onLongPress = vi.fn();
    return { onLongPress, gesture: createLongPress(onLongPress) };
  }

  it('shows the facts once a finger rests long enough, and swallows the click that follows, once', () => {
    const { onLongPress, gesture } = press();
    gesture.down(touch());
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    gesture.end();
    expect(gesture.takeClick()).toBe(true);
    expect(gesture.takeClick()).toBe(false);
  });

  it('lets a tap open the game', () => {
    const { onLongPress, gesture } = press();
    gesture.down(touch());
    vi.advanceTimersByTime(LONG_PRESS_MS / 2);
    gesture.end();
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onLongPress).not.toHaveBeenCalled();
    expect(gesture.takeClick()).toBe(false);
  });

  it('treats a finger that moves as a scroll of the rail, a tremble as a press', () => {
    const { onLongPress, gesture } = press();
    gesture.down(touch());
    gesture.move(touch(100 + LONG_PRESS_SLOP_PX, 100));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onLongPress).toHaveBeenCalledTimes(1);

    gesture.down(touch());
    gesture.move(touch(100, 100 + LONG_PRESS_SLOP_PX + 1));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('leaves mouse and pen alone: they hover, and a right click keeps its menu', () => {
    const { onLongPress, gesture } = press();
    for (const pointerType of ['mouse', 'pen']) {
      gesture.down({ pointerType, clientX: 0, clientY: 0 });
      vi.advanceTimersByTime(LONG_PRESS_MS * 2);
      expect(gesture.takeContextMenu()).toBe(false);
      expect(gesture.takeClick()).toBe(false);
    }
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('keeps the link menu shut on a touch long-press, even when it opens before the delay', () => {
    const { onLongPress, gesture } = press();
    gesture.down(touch());
    vi.advanceTimersByTime(LONG_PRESS_MS / 2);
    expect(gesture.takeContextMenu()).toBe(true);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    expect(gesture.takeClick()).toBe(true);
  });

  it('does not swallow the next tap when the browser sent no click after a long press', () => {
    const { gesture } = press();
    gesture.down(touch());
    vi.advanceTimersByTime(LONG_PRESS_MS);
    gesture.end();
    gesture.down(touch());
    gesture.end();
    expect(gesture.takeClick()).toBe(false);
  });

  it('forgets a pending press and a click to swallow when something else is pressed', () => {
    const { onLongPress, gesture } = press();
    gesture.down(touch());
    vi.advanceTimersByTime(LONG_PRESS_MS);
    gesture.reset();
    expect(gesture.takeClick()).toBe(false);
    gesture.down(touch());
    gesture.reset();
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });
});
