// The search box of a list on the URL view: shows the view's draft, types into it (the URL
// follows after the debounce) and writes at once on Enter.
import type { CSSProperties } from 'react';
import { TextInput } from '@mantine/core';
import { SearchIcon } from '@/shared/icons/icons';
import type { UrlView } from './use-url-view';

export interface ListSearchInputProps {
  view: Pick<UrlView<never>, 'draft' | 'setDraft' | 'commitSearch'>;
  /** The input's name, e.g. 'Search servers'; shown above it when `showLabel`, else read only. */
  label: string;
  showLabel?: boolean;
  placeholder?: string;
  maw?: number | string;
  style?: CSSProperties;
}

export function ListSearchInput({ view, label, showLabel = false, placeholder, maw = 420, style }: ListSearchInputProps) {
  return (
    <TextInput
      label={showLabel ? label : undefined}
      aria-label={showLabel ? undefined : label}
      placeholder={placeholder}
      leftSection={<SearchIcon size={16} />}
      value={view.draft}
      maw={maw}
      style={style}
      onChange={(event) => view.setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') view.commitSearch(event.currentTarget.value);
      }}
    />
  );
}
