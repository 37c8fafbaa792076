import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { DateTimeText } from './date-time-text';
import { TokenText, nameSegments } from './token-text';

describe('a token', () => {
  it('in a cell stays on one line, cut with an ellipsis, its whole value in its title', () => {
    renderWithProviders(<TokenText>10.0.125.119:3022</TokenText>);
    const token = screen.getByText('10.0.125.119:3022');
    expect(token.className).toContain('nowrap-token');
    expect(token.getAttribute('title')).toBe('10.0.125.119:3022');
  });

  it('shown whole wraps instead of being cut', () => {
    const arn = 'arn:aws:ecs:us-east-1:123456789012:service/teleport/database-service';
    renderWithProviders(<TokenText wrap>{arn}</TokenText>);
    const token = screen.getByText(arn);
    expect(token.className).toContain('wrap-token');
    expect(token.className).not.toContain('nowrap-token');
  });
});

describe('a name', () => {
  it('breaks only after its own separators', () => {
    expect(nameSegments('analytics-batch.example.com')).toEqual(['analytics-', 'batch.', 'example.', 'com']);
    expect(nameSegments('bob@example.com')).toEqual(['bob@', 'example.', 'com']);
    expect(nameSegments('web1')).toEqual(['web1']);
    expect(nameSegments('a--b')).toEqual(['a--', 'b']);
    expect(nameSegments('-')).toEqual(['-']);
    expect(nameSegments('')).toEqual(['']);
  });

  it('offers a line break after each separator and keeps the whole name readable', () => {
    renderWithProviders(<TokenText name>{'win-dc01.corp'}</TokenText>);
    const token = screen.getByTitle('win-dc01.corp');
    expect(token.className).toContain('name-token');
    expect(token.textContent).toBe('win-dc01.corp');
    expect(token.querySelectorAll('wbr')).toHaveLength(2);
  });
});

describe('a date and time', () => {
  it('may wrap only between the date and the time', () => {
    renderWithProviders(<DateTimeText data-testid="when">2026-11-27 03:29:23</DateTimeText>);
    const when = screen.getByTestId('when');
    const parts = Array.from(when.querySelectorAll('span'), (s) => [s.textContent, (s as HTMLElement).style.whiteSpace]);
    expect(parts).toEqual([
      ['2026-11-27', 'nowrap'],
      ['03:29:23', 'nowrap'],
    ]);
    expect(when.textContent).toBe('2026-11-27 03:29:23');
  });
});
