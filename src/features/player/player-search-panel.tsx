// Search inside the recording: hits with their times; choosing one jumps there.
import '@mantine/core/styles/ScrollArea.layer.css';
import { useDeferredValue, useMemo, useState } from 'react';
import { Box, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { formatTime } from '@/shared/sessions/player-time';
import type { SearchHit, SearchIndex } from './search-index';

export const MAX_LISTED_HITS = 200;

export function useRecordingSearch(index: SearchIndex | null) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const result = useMemo(() => (index ? index.search(deferred, MAX_LISTED_HITS) : { hits: [], total: 0 }), [index, deferred]);
  return { query, setQuery, ...result };
}

export interface SearchPanelProps {
  query: string;
  onQuery(q: string): void;
  hits: SearchHit[];
  total: number;
  onChoose(hit: SearchHit): void;
  /** A hit's time as the player's clock shows it (recording time unless idle skip is on). */
  label?(ms: number): string;
}

export function PlayerSearchPanel({ query, onQuery, hits, total, onChoose, label = formatTime }: SearchPanelProps) {
  return (
    <Stack gap="xs" p="sm" style={{ minHeight: 0, flex: 1 }}>
      <TextInput
        label="Search the recording"
        placeholder="Text in the output"
        value={query}
        onChange={(e) => onQuery(e.currentTarget.value)}
        onKeyDown={(e) => e.stopPropagation()}
      />
      {query.trim() && (
        <Text size="sm" c="dimmed" role="status">
          {total === 0
            ? 'No match'
            : total === 1
              ? '1 match'
              : total > hits.length
                ? `${total} matches (first ${hits.length} listed)`
                : `${total} matches`}
        </Text>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={2} component="ul" aria-label="Matches" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {hits.map((hit, i) => (
            <li key={i}>
              <UnstyledButton
                onClick={() => onChoose(hit)}
                w="100%"
                p={6}
                style={{ borderRadius: 4 }}
                className="player-hit"
                aria-label={`${label(hit.ms)}: ${hit.before}${hit.match}${hit.after}`}
              >
                <Text size="xs" c="dimmed" ff="monospace">
                  {label(hit.ms)}
                </Text>
                <Box component="span" ff="monospace" fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {hit.before}
                  <Box component="mark" px={1}>
                    {hit.match}
                  </Box>
                  {hit.after}
                </Box>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
