// The session lifecycle, with its collaborators injected so that every timing rule can be tested
// with fake timers. src/auth/session.ts wires it to the real API. The rules: entering with no
// time left clears the session and goes to login; under 180 s left the token is renewed (one tab
// at a time); every 15 s the user status is fetched (when over 30 s of token life remain), and a
// 403 or a failed renewal logs out; with an inactivity timeout, no activity (recorded at most
// every 15 s, checked every 30 s) for the timeout minus 30 s logs out; a token removed by
// another tab logs out.
import { ApiError } from '@/api/errors';
import { loadTokenRecord, saveTokenRecord, tokenRecordFromSession, tokenTimeLeftMs, type SessionResponseFields } from '@/api/token-record';
import { LAST_ACTIVE_KEY, RENEWING_KEY, TOKEN_STORAGE_KEY, clearLocalState } from './storage-keys';

/** The product's timing constants. */
export const RENEW_THRESHOLD_MS = 180_000;
export const CHECK_INTERVAL_MS = 15_000;
export const STATUS_MIN_LIFE_MS = 30_000;
export const INACTIVITY_CHECK_MS = 30_000;
export const INACTIVITY_MARGIN_MS = 30_000;
export const ACTIVITY_THROTTLE_MS = 15_000;
/** Our own addition: how long before an inactivity logout the warning shows. */
export const INACTIVITY_WARNING_MS = 60_000;
/** A renewing flag older than this was left by a tab that died mid-renewal. */
const RENEWING_STALE_MS = 30_000;

export type LogoutReason = 'user' | 'expired' | 'status' | 'renewal-failed' | 'inactive' | 'other-tab';

export interface SessionDeps {
  storage: Storage;
  now: () => number;
  renew: () => Promise<SessionResponseFields>;
  checkStatus: () => Promise<unknown>;
  deleteSession: () => Promise<unknown>;
  /** Navigates away (to the login page); called once per logout. */
  onLoggedOut: (reason: LogoutReason) => void;
  /** Where activity is listened for (window in the browser). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const ACTIVITY_EVENTS = ['keydown', 'pointermove', 'pointerdown'] as const;

export class SessionManager {
  private timers: ReturnType<typeof setInterval>[] = [];
  private renewing = false;
  private loggedOut = false;
  private lastRecorded = 0;
  private readonly deps: SessionDeps;

  constructor(deps: SessionDeps) {
    this.deps = deps;
  }

  /** Starts the checker, the inactivity watch and the cross-tab listener. Returns a stop function. */
  start(): () => void {
    this.stop();
    this.loggedOut = false;
    void this.ensureSession();
    this.timers.push(setInterval(() => void this.check(), CHECK_INTERVAL_MS));
    if (this.inactivityTimeoutMs() > 0) {
      if (this.lastActive() === null) this.recordActivity(true);
      this.timers.push(setInterval(() => this.checkInactivity(), INACTIVITY_CHECK_MS));
    }
    const events = this.deps.events;
    for (const name of ACTIVITY_EVENTS) events?.addEventListener(name, this.onActivity, { passive: true });
    events?.addEventListener('storage', this.onStorage as EventListener);
    return () => this.stop();
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    const events = this.deps.events;
    for (const name of ACTIVITY_EVENTS) events?.removeEventListener(name, this.onActivity);
    events?.removeEventListener('storage', this.onStorage as EventListener);
  }

  /** Logs out: DELETE the web session, clear local state (keeping KEYS_KEPT_ON_LOGOUT), leave. */
  async logout(reason: LogoutReason = 'user'): Promise<void> {
    if (this.loggedOut) return;
    this.loggedOut = true;
    this.stop();
    if (reason !== 'other-tab' && reason !== 'expired') {
      try {
        await this.deps.deleteSession();
      } catch {
        // The session may already be gone on the server; local state is cleared regardless.
      }
    }
    clearLocalState(this.deps.storage);
    this.deps.onLoggedOut(reason);
  }

  /** Valid session: renew when under 180 s remain. No time left: clear and leave. */
  async ensureSession(): Promise<boolean> {
    const record = loadTokenRecord(this.deps.storage);
    if (!record || tokenTimeLeftMs(record, this.deps.now()) <= 0) {
      await this.logout('expired');
      return false;
    }
    if (tokenTimeLeftMs(record, this.deps.now()) < RENEW_THRESHOLD_MS && !this.renewingAnywhere()) await this.renew();
    return !this.loggedOut;
  }

  /** Every 15 s: re-ensure the session, then ask for the user status when enough token life is left. */
  async check(): Promise<void> {
    if (!(await this.ensureSession())) return;
    const record = loadTokenRecord(this.deps.storage);
    if (this.renewing || !record || tokenTimeLeftMs(record, this.deps.now()) <= STATUS_MIN_LIFE_MS) return;
    try {
      await this.deps.checkStatus();
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) await this.logout('status');
      // Anything else (network trouble, 5xx) is not a reason to end the session.
    }
  }

  async renew(): Promise<void> {
    if (this.renewing) return;
    this.renewing = true;
    this.deps.storage.setItem(RENEWING_KEY, String(this.deps.now()));
    try {
      const res = await this.deps.renew();
      saveTokenRecord(tokenRecordFromSession(res, this.deps.now()), this.deps.storage);
    } catch {
      await this.logout('renewal-failed');
    } finally {
      this.renewing = false;
      this.deps.storage.removeItem(RENEWING_KEY);
    }
  }

  /** True while this tab or another one renews (a flag older than 30 s is ignored). */
  renewingAnywhere(): boolean {
    if (this.renewing) return true;
    const since = Number(this.deps.storage.getItem(RENEWING_KEY));
    return Number.isFinite(since) && since > 0 && this.deps.now() - since < RENEWING_STALE_MS;
  }

  inactivityTimeoutMs(): number {
    return loadTokenRecord(this.deps.storage)?.sessionInactiveTimeout ?? 0;
  }

  lastActive(): number | null {
    const value = Number(this.deps.storage.getItem(LAST_ACTIVE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  }

  /** When the inactivity logout happens (ms since the epoch), or null without a timeout. */
  inactivityDeadline(): number | null {
    const timeout = this.inactivityTimeoutMs();
    if (timeout <= 0) return null;
    return (this.lastActive() ?? this.deps.now()) + timeout - INACTIVITY_MARGIN_MS;
  }

  /** Logs out when the time since the last activity exceeds the timeout minus 30 s. */
  checkInactivity(): void {
    const deadline = this.inactivityDeadline();
    if (deadline !== null && this.deps.now() > deadline) void this.logout('inactive');
  }

  /** Records activity, at most every 15 s unless forced (the 'stay signed in' button). */
  recordActivity(force = false): void {
    const now = this.deps.now();
    if (!force && now - this.lastRecorded < ACTIVITY_THROTTLE_MS) return;
    this.lastRecorded = now;
    this.deps.storage.setItem(LAST_ACTIVE_KEY, String(now));
  }

  private onActivity = () => this.recordActivity();

  /** The token vanishing in another tab (logout there, or storage cleared) logs this tab out. */
  private onStorage = (event: StorageEvent) => {
    if ((event.key === TOKEN_STORAGE_KEY || event.key === null) && !loadTokenRecord(this.deps.storage)) void this.logout('other-tab');
  };
}
