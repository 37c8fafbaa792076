import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, Paper, Text, TextInput } from '@mantine/core';
import { ChevronDownIcon, ChevronUpIcon, CloseIcon } from '@/shared/icons/icons';

export interface SearchBarProps {
  results: { index: number; count: number } | null;
  onNext(term: string): void;
  onPrevious(term: string): void;
  onClose(): void;
}

/** Search in the scrollback: Enter finds the next match, Shift+Enter the previous, Escape closes. */
export function SearchBar(p: SearchBarProps) {
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const count = p.results?.count ?? 0;
  const summary = !term
    ? ''
    : count === 0
      ? 'No results'
      : p.results && p.results.index >= 0
        ? `${p.results.index + 1} of ${count}`
        : `${count}+ results`;
  return (
    <Paper
      withBorder
      shadow="md"
      p={6}
      radius="md"
      style={{ position: 'absolute', top: 8, right: 16, zIndex: 6 }}
      role="search"
      aria-label="Search the terminal"
    >
      <Group gap={4} wrap="nowrap">
        <TextInput
          ref={input}
          size="xs"
          w={220}
          placeholder="Search"
          aria-label="Search text"
          value={term}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            if (e.currentTarget.value) p.onNext(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (term) (e.shiftKey ? p.onPrevious : p.onNext)(term);
            } else if (e.key === 'Escape') {
              e.preventDefault();
              p.onClose();
            }
          }}
        />
        <Text size="xs" c="dimmed" w={72} ta="center" aria-live="polite">
          {summary}
        </Text>
        <ActionIcon variant="subtle" color="gray" aria-label="Previous match" disabled={!term} onClick={() => p.onPrevious(term)}>
          <ChevronUpIcon size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label="Next match" disabled={!term} onClick={() => p.onNext(term)}>
          <ChevronDownIcon size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" aria-label="Close search" onClick={p.onClose}>
          <CloseIcon size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
