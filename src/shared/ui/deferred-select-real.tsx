// The real Select behind DeferredSelect (deferred-select.tsx): mounted opened and focused, since
// it replaces the stand-in the user just clicked or pressed a key on.
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { useLayoutEffect, useRef } from 'react';
import { Select } from '@mantine/core';
import type { DeferredSelectProps } from './deferred-select';

export function RealSelect({ data, ref, ...props }: DeferredSelectProps) {
  const input = useRef<HTMLInputElement | null>(null);
  // In the commit that removes the stand-in: the focus never rests on <body> in between.
  useLayoutEffect(() => input.current?.focus(), []);
  return (
    <Select
      {...props}
      data={data as { value: string; label: string }[]}
      defaultDropdownOpened
      ref={(node) => {
        input.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
    />
  );
}
