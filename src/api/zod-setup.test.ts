// The generated validators (the lazily loaded chunk) configure zod before any schema is parsed:
// no `new Function` probe, which the page's Content-Security-Policy would report as a violation.
import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import { componentValidators } from '@/api/gen/validators';

describe('zod configuration', () => {
  it('is jitless once the generated validators are loaded', () => {
    expect(Object.keys(componentValidators).length).toBeGreaterThan(0);
    expect(config().jitless).toBe(true);
  });
});
