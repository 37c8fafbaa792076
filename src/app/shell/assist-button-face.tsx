// How the Assist button looks, for the button itself (assist-button.tsx, a lazy chunk) and for the
// room the top bar keeps for it until that chunk arrives (top-bar.tsx): one look, so one size.
import type { ButtonProps } from '@mantine/core';
import { SparklesIcon } from '@/shared/icons/icons';

export const ASSIST_BUTTON_FACE = {
  variant: 'light',
  leftSection: <SparklesIcon size={16} />,
  children: 'Assist',
} as const satisfies ButtonProps;
