import { describe, expect, it } from 'vitest';
import { labelPredicate } from './predicate';

describe('label to query', () => {
  it('uses the bracket form, which takes keys with dots and slashes', () => {
    expect(labelPredicate({ name: 'env', value: 'prod' })).toBe('labels["env"] == "prod"');
    expect(labelPredicate({ name: 'teleport.dev/origin', value: 'cloud' })).toBe('labels["teleport.dev/origin"] == "cloud"');
  });

  it('quotes hostile names and values so they stay inside their string literal', () => {
    expect(labelPredicate({ name: 'owner', value: '"><script>alert(1)</script>' })).toBe(
      'labels["owner"] == "\\"><script>alert(1)</script>"',
    );
    expect(labelPredicate({ name: 'a"] || true || labels["b', value: 'x\\' })).toBe('labels["a\\"] || true || labels[\\"b"] == "x\\\\"');
    expect(labelPredicate({ name: 'k', value: 'line\nbreak\u0001' })).toBe('labels["k"] == "line\\nbreak\\u0001"');
    expect(labelPredicate({ name: 'описание', value: 'тест 测试' })).toBe('labels["описание"] == "тест 测试"');
  });
});
