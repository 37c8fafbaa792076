// The empty state of a resource list (the kit's DataListBody draws it): with a search or query,
// a way to clear them; without, who can add resources of this kind and where.
import '@mantine/core/styles/Button.layer.css';
import type { ReactNode } from 'react';
import { Anchor, Button } from '@mantine/core';
import { AppLink } from '@/shared/navigation/app-link';
import type { EmptyContent } from '@/shared/data-list/list-states';

export interface EnrollTarget {
  /** The user may add agents (tokens.create). */
  allowed: boolean;
  /** The Enroll New Resource page, when that feature is registered for this user. */
  link: string | null;
}

export function resourceEmpty({
  noun,
  filtered,
  onClear,
  enroll,
}: {
  noun: string;
  filtered: boolean;
  onClear: () => void;
  enroll: EnrollTarget;
}): EmptyContent {
  if (filtered) {
    return {
      title: `No ${noun} match`,
      hint: 'Nothing matches the search and query. Change them, or clear them to see everything.',
      action: (
        <Button variant="default" onClick={onClear}>
          Clear search and query
        </Button>
      ),
    };
  }
  let hint: ReactNode = `Ask an administrator to add ${noun} to this cluster.`;
  if (enroll.allowed && enroll.link) {
    hint = (
      <>
        Add one from{' '}
        <Anchor component={AppLink} to={enroll.link}>
          Enroll New Resource
        </Anchor>
        .
      </>
    );
  } else if (enroll.allowed) {
    hint = `You may add ${noun}: enroll them with a join token (Enroll New Resource is not part of this console yet).`;
  }
  return { title: `No ${noun} yet`, hint };
}
