'use client';
import { useEffect, useRef } from 'react';

/** Runs `start` once when a payment view first shows (a second effect run in development included). */
export function useStartPayment(start: () => void) {
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    start();
  });
}
