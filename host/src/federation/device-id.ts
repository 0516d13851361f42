// A random id per browser: the cohort of a visitor who is not signed in.
const DEVICE_ID_KEY = 'colophon.device-id';

export function deviceId(storage: Storage = window.localStorage): string {
  try {
    const existing = storage.getItem(DEVICE_ID_KEY);
    if (existing) return existing;
    const id = crypto.randomUUID();
    storage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    // Storage blocked: a cohort for this page load only.
    return 'ephemeral';
  }
}
