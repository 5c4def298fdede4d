import { createLongPress, type PressPoint } from './long-press';

/** What marks a game tile, and what a tile carries while a long press shows its facts (its CSS shows them). */
export const TILE_ATTRIBUTE = 'data-tile';
export const FACTS_ATTRIBUTE = 'data-facts';

type Tile = { setAttribute(name: string, value: string): void; removeAttribute(name: string): void };
type Target = { closest?(selector: string): Tile | null } | null;

/**
 * Long presses on the page's game tiles, fed every pointer, click and context-menu event of the document (capture
 * phase, so before the tile's own handlers). A long press marks its tile until the next touch, and the click and the
 * link menu the browser may send after it are stopped: the game does not open.
 */
export function createTouchFacts() {
  let pressed: Tile | null = null;
  let shown: Tile | null = null;
  const press = createLongPress(() => {
    shown = pressed;
    shown?.setAttribute(FACTS_ATTRIBUTE, '');
  });

  return (event: Event) => {
    switch (event.type) {
      case 'pointerdown':
        shown?.removeAttribute(FACTS_ATTRIBUTE);
        shown = null;
        pressed = (event.target as Target)?.closest?.(`[${TILE_ATTRIBUTE}]`) ?? null;
        if (pressed) press.down(event as unknown as PressPoint);
        else press.reset();
        break;
      case 'pointermove':
        press.move(event as unknown as PressPoint);
        break;
      case 'pointerup':
      case 'pointercancel':
        press.end();
        break;
      case 'click':
        if (press.takeClick()) {
          event.preventDefault();
          event.stopPropagation();
        }
        break;
      case 'contextmenu':
        if (press.takeContextMenu()) event.preventDefault();
        break;
    }
  };
}
