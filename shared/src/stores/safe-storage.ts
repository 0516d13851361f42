// localStorage can be missing (tests, SSR) or throw (privacy modes, quota):
// storage is a convenience here, never a reason for the app to fail.

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still holds the value.
  }
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing stored, or storage unavailable: either way it is gone.
  }
}
