'use client';
import { useSyncExternalStore } from 'react';
import { parseUserRecord, serializeUserRecord, USER_RECORD_KEY, type UserRecord } from '../lib/user-record';

// Same-tab writes do not fire the `storage` event, so they announce themselves with this one.
const CHANGE_EVENT = 'casino:user-record';

function readRaw(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(USER_RECORD_KEY);
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

let cachedRaw: string | null = null;
let cachedRecord: UserRecord | null = null;

/** The locally kept {name, id}, or null (also on the server). */
export function getUserRecord(): UserRecord | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedRecord = parseUserRecord(raw);
  }
  return cachedRecord;
}

export function saveUserRecord(user: { name: string; id: string }) {
  try {
    window.localStorage.setItem(USER_RECORD_KEY, serializeUserRecord(user));
  } catch {
    // Nothing else depends on it being stored.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearUserRecord() {
  try {
    window.localStorage.removeItem(USER_RECORD_KEY);
  } catch {
    // see saveUserRecord
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === USER_RECORD_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The locally kept user record, kept in step across tabs. */
export function useUserRecord(): UserRecord | null {
  return useSyncExternalStore(subscribe, getUserRecord, () => null);
}
