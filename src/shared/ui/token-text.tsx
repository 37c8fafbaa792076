// One token (an address, id, hostname, login or command) on one line: never broken inside, cut
// with an ellipsis when its cell is too narrow, the whole value in its title.
import './token-text.css';
import { Text, type TextProps } from '@mantine/core';

export function TokenText({ children, title, className, ...rest }: TextProps & { children: string; title?: string }) {
  return (
    <Text {...rest} className={className ? `nowrap-token ${className}` : 'nowrap-token'} title={title ?? children}>
      {children}
    </Text>
  );
}
