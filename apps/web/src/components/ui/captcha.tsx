'use client';
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { cx } from '@/lib/cx';

export type CaptchaHandle = {
  /** A solved payload: the current one, or the one being worked out (started if idle); null on failure or timeout. */
  getPayload: (timeoutMs?: number) => Promise<string | null>;
  /** Drops the current solution and solves a fresh challenge (the server accepts each payload once). */
  refresh: () => void;
};

export type CaptchaProps = {
  /** Where the widget fetches its challenge (same origin). */
  challengeUrl: string;
  /** The solved payload, or null while there is none (solving, expired, failed). */
  onChange: (payload: string | null) => void;
  ref?: Ref<CaptchaHandle>;
  className?: string;
};

type StateDetail = { state?: string; payload?: string | null };

const DEFAULT_WAIT_MS = 15_000;

/**
 * The self-hosted ALTCHA proof-of-work widget. It loads only in the browser, fetches a challenge
 * from our API and solves it in web workers (blob: URLs) as soon as it mounts; nothing comes from
 * a third-party host.
 */
export function Captcha({ challengeUrl, onChange, ref, className }: CaptchaProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const payloadRef = useRef<string | null>(null);
  const stateRef = useRef<string>('unverified');
  const waitersRef = useRef(new Set<(payload: string | null) => void>());

  const startSolving = () => {
    const widget = widgetRef.current;
    // Its methods exist only once the element has upgraded and mounted.
    if (widget && typeof widget.verify === 'function') widget.verify().catch(() => undefined);
  };

  const settleWaiters = (payload: string | null) => {
    const waiters = [...waitersRef.current];
    waitersRef.current.clear();
    waiters.forEach((resolve) => resolve(payload));
  };

  const handleState = useEffectEvent(({ state, payload }: StateDetail) => {
    stateRef.current = state ?? 'unverified';
    if (state === 'verified' && payload) {
      payloadRef.current = payload;
      onChange(payload);
      settleWaiters(payload);
      return;
    }
    payloadRef.current = null;
    onChange(null);
    if (state === 'error') settleWaiters(null);
    // A solution past its expiry is worthless: solve a new challenge straight away.
    if (state === 'expired') startSolving();
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let widget: AltchaWidgetElement | null = null;
    let isCancelled = false;
    const onStateChange = (event: Event) => handleState((event as CustomEvent<StateDetail>).detail ?? {});

    import('altcha')
      .then(() => {
        if (isCancelled) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', challengeUrl);
        widget.setAttribute('auto', 'onload');
        widget.setAttribute('workers', String(Math.min(4, navigator.hardwareConcurrency || 2)));
        widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, credentials: 'same-origin' }));
        widget.addEventListener('statechange', onStateChange);
        host.appendChild(widget);
        widgetRef.current = widget;
      })
      .catch(() => handleState({ state: 'error' }));

    return () => {
      isCancelled = true;
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
      widgetRef.current = null;
    };
  }, [challengeUrl]);

  useImperativeHandle(
    ref,
    () => ({
      getPayload(timeoutMs = DEFAULT_WAIT_MS) {
        if (payloadRef.current) return Promise.resolve(payloadRef.current);
        return new Promise<string | null>((resolve) => {
          const timer = setTimeout(() => {
            waitersRef.current.delete(done);
            resolve(null);
          }, timeoutMs);
          function done(payload: string | null) {
            clearTimeout(timer);
            resolve(payload);
          }
          waitersRef.current.add(done);
          // Still loading: auto-start will solve it. Idle, failed or expired: start now.
          if (stateRef.current !== 'verifying') startSolving();
        });
      },
      refresh() {
        payloadRef.current = null;
        onChange(null);
        startSolving();
      },
    }),
    [onChange],
  );

  return (
    <div
      ref={hostRef}
      className={cx(
        'min-h-[66px] [color-scheme:dark] [--altcha-max-width:100%] [--altcha-color-base:var(--color-bg)]',
        '[--altcha-border-color:var(--color-line)] [--altcha-border-radius:8px] [--altcha-color-primary:var(--color-accent)]',
        className,
      )}
    />
  );
}
