// The lifetime of a new lock (a Go duration, or empty: never). Kept in src/shared/locks/lock-ttl.ts,
// where the bulk lock of the lists uses it too; re-exported here for the locks feature.
export { MAX_TTL_MS, lockTtlHint, parseLockTtl, type TtlResult } from '@/shared/locks/lock-ttl';
