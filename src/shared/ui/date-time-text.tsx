// A date and time ('2026-11-27 03:29:23') that may wrap only between the date and the time, never
// inside either (a narrow column shows the time under the date, not '2026-11-' over '27').
import { Text, type TextProps } from '@mantine/core';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export function DateTimeText({ children, ...rest }: TextProps & { children: string }) {
  const space = children.indexOf(' ');
  if (space < 0) {
    return (
      <Text {...rest} style={NOWRAP}>
        {children}
      </Text>
    );
  }
  return (
    <Text {...rest}>
      <span style={NOWRAP}>{children.slice(0, space)}</span> <span style={NOWRAP}>{children.slice(space + 1)}</span>
    </Text>
  );
}
