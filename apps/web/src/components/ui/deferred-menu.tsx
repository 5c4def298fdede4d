'use client';
import { Suspense, useState, type ComponentType, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

/** What the stand-in button needs to look and act like the menu's own trigger. */
export type StandInProps = {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onPointerDown?: (event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onClick?: () => void;
};

/** The keys that open a Radix dropdown from its trigger. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A menu whose code (Radix's dropdown) is not part of the page's first load. A look-alike button
 * stands in for the trigger; the pointer or focus reaching it fetches the menu's code, and pressing
 * it (pointer down or an opening key, as Radix opens) swaps in the real menu, already open. The swap
 * happens only on that press, so a press never lands half on one button and half on the other.
 */
export function DeferredMenu({
  menu: Menu,
  preload,
  standIn,
}: {
  /** A React.lazy component taking Radix's `defaultOpen`. */
  menu: ComponentType<{ defaultOpen?: boolean }>;
  /** Starts fetching the menu's code (the import() behind `menu`). */
  preload: () => void;
  standIn: (props: StandInProps) => ReactNode;
}) {
  const [isPressed, setIsPressed] = useState(false);
  const inert: StandInProps = { 'aria-haspopup': 'menu', 'aria-expanded': false };
  if (isPressed) {
    return (
      <Suspense fallback={standIn(inert)}>
        <Menu defaultOpen />
      </Suspense>
    );
  }
  const press = () => setIsPressed(true);
  return standIn({
    ...inert,
    onPointerEnter: preload,
    onFocus: preload,
    onPointerDown: (event) => {
      if (event.button === 0 && !event.ctrlKey) press();
    },
    onKeyDown: (event) => {
      if (!OPENING_KEYS.includes(event.key)) return;
      event.preventDefault();
      press();
    },
    onClick: press,
  });
}
