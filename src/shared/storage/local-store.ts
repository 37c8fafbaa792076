// Local storage that never throws (private mode, quota, corrupt JSON all read as "nothing").

export function readJson(key: string, storage: Storage = localStorage): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: the in-memory state still holds
  }
}

export function readString(key: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, value);
  } catch {
    // ignored, as above
  }
}

export function removeKey(key: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // ignored
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
