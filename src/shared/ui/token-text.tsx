// One token (an address, id, hostname, login or command). In a table cell (the default) it stays on
// one line: never broken inside, cut with an ellipsis when its cell is too narrow, the whole value
// in its title. With `wrap` (a value to read whole or copy: an ARN, a link) it is never cut: it
// wraps, anywhere when it must, since a token has no better place to break. With `name` (a host,
// resource or user name in a list) it may take a second line, broken only after the name's own
// separators (`-` `.` `_` `@` `/` `:`), so 'analytics-batch-02' reads 'analytics-batch-' / '02'
// rather than 'analytics-batch…'; past two lines it ends in an ellipsis. In a virtualized table's
// compact rows, which keep to one line, a name is one piece (no break points to draw).
import './token-text.css';
import { Fragment } from 'react';
import { Text, type TextProps } from '@mantine/core';
import { useCompactRows } from '@/shared/data-list/compact-rows';
import { isPlainTextProps, PlainText } from './plain-text';

/** A name cut into pieces that each end after a separator: where a line may break. */
export function nameSegments(name: string): string[] {
  return name.match(/[^-._@/:]*[-._@/:]+|[^-._@/:]+$/g) ?? [name];
}

export function TokenText({
  children,
  title,
  className,
  wrap = false,
  name = false,
  ...rest
}: TextProps & { children: string; title?: string; wrap?: boolean; name?: boolean }) {
  const own = wrap ? 'wrap-token' : name ? 'name-token' : 'nowrap-token';
  const compact = useCompactRows();
  const segments = name && !compact ? nameSegments(children) : null;
  const content =
    segments && segments.length > 1
      ? segments.map((part, i) => (
          <Fragment key={i}>
            {part}
            {i < segments.length - 1 ? <wbr /> : null}
          </Fragment>
        ))
      : children;
  const classes = className ? `${own} ${className}` : own;
  // Tokens fill the cells of long lists: drawn plainly when Text's props allow (the same markup).
  return isPlainTextProps(rest) ? (
    <PlainText {...rest} className={classes} title={title ?? children}>
      {content}
    </PlainText>
  ) : (
    <Text {...rest} className={classes} title={title ?? children}>
      {content}
    </Text>
  );
}
