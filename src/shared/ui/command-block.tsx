// The copyable command block: lines with an optional comment, a '$' prefix in bash mode,
// and a Copy button that says 'Copied' (with a check) for 1 second. When the clipboard refuses, the
// block's text is selected and a prompt says 'Cannot copy to clipboard. Use ctrl/cmd + c'.
//
// What is copied is the commands alone (one per line): no '$', no comments. Nothing is ever cut: a
// long command wraps at its spaces, a token longer than the line (a link, a join token) wraps
// anywhere, and a wrapped line's continuation is indented past the '$' (command-block.css).
import './command-block.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, Text } from '@mantine/core';
import { CheckIcon, CopyIcon } from '@/shared/icons/resource-icons';

export const COPY_CONFIRM_MS = 1000;
export const COPY_FAILED_MESSAGE = 'Cannot copy to clipboard. Use ctrl/cmd + c';

export interface CommandLine {
  text: string;
  comment?: string;
}

/** The text the copy button puts on the clipboard. */
export function commandText(lines: readonly CommandLine[]): string {
  return lines.map((l) => l.text).join('\n');
}

/**
 * A command's words, each kept whole (a line breaks between words, never after the '-' of an
 * option); a word longer than the line still wraps (command-block.css). The spaces stay text, so
 * a selection copies the command as it is.
 */
function tokens(text: string) {
  return text.split(/( +)/).map((part, i) =>
    part === '' || part.startsWith(' ') ? (
      part
    ) : (
      <span key={i} className="command-word">
        {part}
      </span>
    ),
  );
}

function selectContents(element: HTMLElement | null) {
  if (!element) return;
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

export function CommandBlock({ lines, bash = true, label = 'Command' }: { lines: readonly CommandLine[]; bash?: boolean; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const promptId = useId();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    if (timer.current) clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(commandText(lines));
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPY_CONFIRM_MS);
    } catch {
      setState('failed');
      // Select the commands so that ctrl/cmd + c works right away.
      selectContents(textRef.current);
    }
  };

  const copied = state === 'copied';
  return (
    <Box className="command-block" data-testid="command-block" pos="relative" p="sm" pr={96}>
      <Box
        ref={textRef}
        ff="monospace"
        fz="sm"
        aria-label={label}
        role="group"
        className="command-block-text"
        data-bash={bash || undefined}
      >
        {lines.map((line, i) => (
          <div key={i} className="command-block-line">
            {line.comment && (
              <Text span ff="monospace" fz="sm" c="dimmed" style={{ userSelect: 'none' }} display="block">
                # {line.comment}
              </Text>
            )}
            {bash && (
              <Text span ff="monospace" fz="sm" c="dimmed" aria-hidden="true" style={{ userSelect: 'none' }}>
                ${' '}
              </Text>
            )}
            <span data-command-line="">{tokens(line.text)}</span>
          </div>
        ))}
      </Box>
      <Button
        variant="default"
        size="compact-xs"
        pos="absolute"
        top={8}
        right={8}
        className="command-block-copy"
        leftSection={copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
        aria-label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
        aria-describedby={state === 'failed' ? promptId : undefined}
        data-copied={copied || undefined}
        onClick={() => void copy()}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
      {state === 'failed' && (
        <Text id={promptId} role="alert" fz="xs" c="red" mt="xs">
          {COPY_FAILED_MESSAGE}
        </Text>
      )}
    </Box>
  );
}
