import { describe, expect, it } from 'vitest';
import { isAwsConsoleLink } from './aws-console-link';

describe('AWS console links', () => {
  it('allows the AWS console over https, with a region prefix or none', () => {
    expect(isAwsConsoleLink('https://us-east-1.console.aws.amazon.com/ecs/v2/clusters/x')).toBe(true);
    expect(isAwsConsoleLink('https://console.aws.amazon.com/')).toBe(true);
  });
  it('refuses anything else', () => {
    expect(isAwsConsoleLink('http://us-east-1.console.aws.amazon.com/')).toBe(false);
    expect(isAwsConsoleLink('https://console.aws.amazon.com.evil.example/')).toBe(false);
    expect(isAwsConsoleLink('https://evilconsole.aws.amazon.com/')).toBe(false);
    expect(isAwsConsoleLink('https://user:pw@console.aws.amazon.com/')).toBe(false);
    expect(isAwsConsoleLink('javascript:alert(1)')).toBe(false);
    expect(isAwsConsoleLink('')).toBe(false);
    expect(isAwsConsoleLink('not a url')).toBe(false);
  });
});
