// One token (an address, id, hostname, login or command). In a table cell (the default) it stays on
// one line: never broken inside, cut with an ellipsis when its cell is too narrow, the whole value
// in its title. With `wrap` (a value to read whole or copy: an ARN, a link) it is never cut: it
// wraps, anywhere when it must, since a token has no better place to break.
import './token-text.css';
import { Text, type TextProps } from '@mantine/core';

export function TokenText({
  children,
  title,
  className,
  wrap = false,
  ...rest
}: TextProps & { children: string; title?: string; wrap?: boolean }) {
  const own = wrap ? 'wrap-token' : 'nowrap-token';
  return (
    <Text {...rest} className={className ? `${own} ${className}` : own} title={title ?? children}>
      {children}
    </Text>
  );
}
