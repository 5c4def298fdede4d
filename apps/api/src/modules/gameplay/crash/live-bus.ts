import { EventEmitter } from 'node:events';
import type { TCrashEvent } from '@casino/contracts';
import { Redis } from 'ioredis';

/**
 * How live crash events reach every API instance's browsers: the instance leading a round publishes, and
 * each instance hands what it receives to its own open event streams. Through Redis pub/sub when
 * REDIS_URL is set (every instance, the publisher too, receives in the order Redis delivers), in-process
 * otherwise (one instance).
 */
export type CrashLiveBus = {
  publish(event: TCrashEvent): Promise<void>;
  /** Calls `listener` with every event; answers the unsubscribe. */
  subscribe(listener: (event: TCrashEvent) => void): () => void;
  /** Resolves once the bus receives what is published (Redis: the subscription is confirmed). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

function listenersOf(emitter: EventEmitter) {
  // Every open event stream is a listener; Node's default of 10 would warn at the 11th browser.
  emitter.setMaxListeners(0);
  return (listener: (event: TCrashEvent) => void) => {
    emitter.on('event', listener);
    return () => void emitter.off('event', listener);
  };
}

export function createLocalBus(): CrashLiveBus {
  const emitter = new EventEmitter();
  return {
    publish: async (event) => void emitter.emit('event', event),
    subscribe: listenersOf(emitter),
    ready: async () => undefined,
    close: async () => void emitter.removeAllListeners(),
  };
}

/** `channel`: one per deployment (instances of one site share it; tests take their own). */
export function createRedisBus(url: string, channel: string, onError: (err: Error) => void): CrashLiveBus {
  const emitter = new EventEmitter();
  // A connection in subscriber mode can do nothing else, so publishing takes a second one.
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (received: string, message: string) => {
    if (channel === received) emitter.emit('event', JSON.parse(message) as TCrashEvent);
  });
  const subscribed = subscriber.subscribe(channel);
  return {
    publish: async (event) => void (await publisher.publish(channel, JSON.stringify(event))),
    subscribe: listenersOf(emitter),
    ready: async () => void (await subscribed),
    close: async () => {
      emitter.removeAllListeners();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
