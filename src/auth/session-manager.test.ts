// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { SessionManager, type SessionDeps } from './session-manager';
import { loadTokenRecord, saveTokenRecord, TOKEN_STORAGE_KEY } from '@/api/token-record';
import { LAST_ACTIVE_KEY, RENEWING_KEY } from './storage-keys';
import { STORAGE_KEYS } from './storage-keys';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

function setToken({ lifeSeconds, created = Date.now(), idleMs = 0 }: { lifeSeconds: number; created?: number; idleMs?: number }) {
  saveTokenRecord({ accessToken: 'tok', expiresIn: lifeSeconds, created, sessionExpires: '', sessionInactiveTimeout: idleMs });
}

function makeDeps(overrides: Partial<SessionDeps> = {}) {
  const events = new EventTarget();
  const deps = {
    storage: localStorage,
    now: () => Date.now(),
    renew: vi.fn(async () => ({ token: 'renewed', expires_in: 600, sessionExpires: '2026-11-22T00:00:00Z', sessionInactiveTimeout: 0 })),
    checkStatus: vi.fn(async () => ({ message: 'ok' })),
    deleteSession: vi.fn(async () => ({ message: 'ok' })),
    onLoggedOut: vi.fn(),
    events: events as unknown as Window,
    ...overrides,
  };
  return { deps, events };
}

const forbidden = () => new ApiError('access denied', new Response('{}', { status: 403 }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('entering and renewing', () => {
  it('with no time left clears the session and leaves without calling the server', async () => {
    setToken({ lifeSeconds: 60, created: T0 - 61_000 });
    localStorage.setItem('some-cache', 'x');
    localStorage.setItem(STORAGE_KEYS.legacyTheme, 'dark');
    const { deps } = makeDeps();
    expect(await new SessionManager(deps).ensureSession()).toBe(false);
    expect(loadTokenRecord()).toBeNull();
    expect(localStorage.getItem('some-cache')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.legacyTheme)).toBe('dark');
    expect(deps.onLoggedOut).toHaveBeenCalledWith('expired');
    expect(deps.deleteSession).not.toHaveBeenCalled();
  });

  it('renews when less than 180 s remain, and not at 180 s or more', async () => {
    setToken({ lifeSeconds: 180 });
    const { deps } = makeDeps();
    const manager = new SessionManager(deps);
    await manager.ensureSession();
    expect(deps.renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await manager.ensureSession();
    expect(deps.renew).toHaveBeenCalledOnce();
    expect(loadTokenRecord()).toMatchObject({ accessToken: 'renewed', expiresIn: 600, created: T0 + 1 });
    expect(localStorage.getItem(RENEWING_KEY)).toBeNull();
  });

  it('logs out when renewal fails', async () => {
    setToken({ lifeSeconds: 100 });
    const { deps } = makeDeps({ renew: vi.fn(async () => Promise.reject(new ApiError('boom', null))) });
    await new SessionManager(deps).ensureSession();
    expect(deps.onLoggedOut).toHaveBeenCalledWith('renewal-failed');
    expect(deps.deleteSession).toHaveBeenCalledOnce();
    expect(loadTokenRecord()).toBeNull();
  });

  it('does not renew while another tab holds a fresh renewing flag, but ignores a stale one', async () => {
    setToken({ lifeSeconds: 100 });
    localStorage.setItem(RENEWING_KEY, String(T0 - 1_000));
    const { deps } = makeDeps();
    const manager = new SessionManager(deps);
    await manager.ensureSession();
    expect(deps.renew).not.toHaveBeenCalled();
    localStorage.setItem(RENEWING_KEY, String(T0 - 31_000));
    await manager.ensureSession();
    expect(deps.renew).toHaveBeenCalledOnce();
  });
});

describe('the 15 s checker', () => {
  it('fetches the user status every 15 s while more than 30 s of token life remain', async () => {
    setToken({ lifeSeconds: 600 });
    const { deps } = makeDeps();
    const stop = new SessionManager(deps).start();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(deps.checkStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.checkStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(deps.checkStatus).toHaveBeenCalledTimes(2);
    stop();
  });

  it('fetches the status with more than 30 s of token life, and skips it with 30 s or less', async () => {
    const { deps } = makeDeps();
    const manager = new SessionManager(deps);
    manager.renewingAnywhere = () => true; // another tab is renewing: this one only checks
    setToken({ lifeSeconds: 31 });
    await manager.check();
    expect(deps.checkStatus).toHaveBeenCalledTimes(1);
    setToken({ lifeSeconds: 30 });
    await manager.check();
    expect(deps.checkStatus).toHaveBeenCalledTimes(1);
    expect(deps.renew).not.toHaveBeenCalled();
  });

  it('logs out on 403 from the status call, and not on other failures', async () => {
    setToken({ lifeSeconds: 600 });
    const flaky = makeDeps({ checkStatus: vi.fn(async () => Promise.reject(new ApiError('Network request failed', null))) });
    await new SessionManager(flaky.deps).check();
    expect(flaky.deps.onLoggedOut).not.toHaveBeenCalled();

    const denied = makeDeps({ checkStatus: vi.fn(async () => Promise.reject(forbidden())) });
    await new SessionManager(denied.deps).check();
    expect(denied.deps.onLoggedOut).toHaveBeenCalledWith('status');
  });
});

describe('logout', () => {
  it('sends the DELETE, clears local state except the kept items, and leaves once', async () => {
    setToken({ lifeSeconds: 600 });
    const kept = [
      STORAGE_KEYS.legacyTheme,
      STORAGE_KEYS.themeFollowsSystem,
      STORAGE_KEYS.assistPopupHidden,
      STORAGE_KEYS.userPreferences,
      STORAGE_KEYS.featureRecommendation,
    ];
    for (const key of [...kept, STORAGE_KEYS.disabledAlerts, STORAGE_KEYS.discover, 'grv_lastActive']) localStorage.setItem(key, '1');
    const { deps } = makeDeps();
    const manager = new SessionManager(deps);
    await Promise.all([manager.logout(), manager.logout()]);
    expect(deps.deleteSession).toHaveBeenCalledOnce();
    expect(deps.onLoggedOut).toHaveBeenCalledOnce();
    expect(Object.keys(localStorage).sort()).toEqual([...kept].sort());
  });

  it('still clears and leaves when the DELETE fails', async () => {
    setToken({ lifeSeconds: 600 });
    const { deps } = makeDeps({ deleteSession: vi.fn(async () => Promise.reject(forbidden())) });
    await new SessionManager(deps).logout();
    expect(loadTokenRecord()).toBeNull();
    expect(deps.onLoggedOut).toHaveBeenCalledWith('user');
  });

  it('follows the token vanishing in another tab (storage event)', async () => {
    setToken({ lifeSeconds: 600 });
    const { deps, events } = makeDeps();
    const stop = new SessionManager(deps).start();
    localStorage.removeItem(TOKEN_STORAGE_KEY); // what the other tab's logout does
    events.dispatchEvent(Object.assign(new Event('storage'), { key: TOKEN_STORAGE_KEY, newValue: null }));
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.onLoggedOut).toHaveBeenCalledWith('other-tab');
    expect(deps.deleteSession).not.toHaveBeenCalled();
    stop();
  });
});

describe('inactivity', () => {
  it('does nothing without an inactivity timeout', async () => {
    setToken({ lifeSeconds: 100_000, idleMs: 0 });
    const { deps } = makeDeps();
    const stop = new SessionManager(deps).start();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(deps.onLoggedOut).not.toHaveBeenCalled();
    stop();
  });

  it('logs out once idle time exceeds the timeout minus 30 s, checked every 30 s', async () => {
    setToken({ lifeSeconds: 100_000, idleMs: 120_000 });
    const { deps } = makeDeps();
    const manager = new SessionManager(deps);
    const stop = manager.start();
    expect(manager.inactivityDeadline()).toBe(T0 + 90_000);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(deps.onLoggedOut).not.toHaveBeenCalled(); // at the deadline, not past it
    await vi.advanceTimersByTimeAsync(30_000);
    expect(deps.onLoggedOut).toHaveBeenCalledWith('inactive');
    stop();
  });

  it('records key presses and pointer events at most every 15 s, which postpones the logout', async () => {
    setToken({ lifeSeconds: 100_000, idleMs: 120_000 });
    const { deps, events } = makeDeps();
    const manager = new SessionManager(deps);
    const stop = manager.start();
    await vi.advanceTimersByTimeAsync(10_000);
    events.dispatchEvent(new Event('keydown'));
    expect(Number(localStorage.getItem(LAST_ACTIVE_KEY))).toBe(T0); // throttled: recorded at start
    await vi.advanceTimersByTimeAsync(5_000);
    events.dispatchEvent(new Event('pointermove'));
    expect(Number(localStorage.getItem(LAST_ACTIVE_KEY))).toBe(T0 + 15_000);
    await vi.advanceTimersByTimeAsync(80_000); // 95 s in; deadline is now 105 s
    expect(deps.onLoggedOut).not.toHaveBeenCalled();
    events.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.onLoggedOut).not.toHaveBeenCalled();
    expect(manager.inactivityDeadline()).toBe(T0 + 95_000 + 90_000);
    stop();
  });
});
