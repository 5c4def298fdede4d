'use client';
import { useEffect, useState } from 'react';

/**
 * The clock for a live screen (a crash round, a virtual sports event), offset by the server's when given:
 * re-read every frame while something moves on screen and every quarter second otherwise.
 */
export function useNow(isMoving: boolean, offsetMs = 0): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const tick = () => setNow(Date.now() + offsetMs);
    if (!isMoving) {
      const timer = setInterval(tick, 250);
      return () => clearInterval(timer);
    }
    let frame = requestAnimationFrame(function draw() {
      tick();
      frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, [isMoving, offsetMs]);
  return now;
}
