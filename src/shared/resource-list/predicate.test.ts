import { describe, expect, it } from 'vitest';
import { addCondition, labelPredicate, queryWithLabel } from './predicate';

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

  it('adds to an existing query with &&, once', () => {
    const env = { name: 'env', value: 'prod' };
    const team = { name: 'team', value: 'sre' };
    const one = queryWithLabel('', env);
    const two = queryWithLabel(one, team);
    expect(two).toBe('labels["env"] == "prod" && labels["team"] == "sre"');
    expect(queryWithLabel(two, env)).toBe(two);
    expect(queryWithLabel('  ', env)).toBe(one);
  });

  it('parenthesises a query with a top-level || so the label narrows all of it', () => {
    expect(addCondition('a == 1 || b == 2', 'c')).toBe('(a == 1 || b == 2) && c');
    expect(addCondition('(a == 1 || b == 2) && d', 'c')).toBe('(a == 1 || b == 2) && d && c');
    // A || inside a string literal is not an operator.
    expect(addCondition('labels["x"] == "a || b"', 'c')).toBe('labels["x"] == "a || b" && c');
  });
});
