// A Mantine Button that keeps the keyboard focus while it is busy. Mantine's own `loading` disables
// the button, and a disabled button drops the focus to <body> (Enter on Save, and the focus is
// nowhere until something else takes it). Busy, this one stays enabled but aria-disabled and
// aria-busy, looks disabled with a spinner before its label, and ignores presses (a submit
// button's form is not submitted again), as the sign-in page's LoginButton does.
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Button, Loader, type ButtonProps } from '@mantine/core';

export type BusyButtonProps = Omit<ButtonProps, 'loading'> &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps> & {
    /** Busy: a spinner, and presses do nothing (in place of Mantine's `loading`). */
    busy?: boolean;
  };

export function BusyButton({ busy = false, onClick, leftSection, ...rest }: BusyButtonProps) {
  return (
    <Button
      {...rest}
      data-disabled={busy || undefined}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : leftSection}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
