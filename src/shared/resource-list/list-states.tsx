// The empty state of a resource list (the kit's DataListBody draws it): with a search or query,
// a way to clear them; without, who can add resources of this kind and where.
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { RouterAnchor } from '@/shared/navigation/router-links';
import type { EmptyContent } from '@/shared/data-list/list-states';
import type { RouteLink } from '@/platform/registry/route-link';

export interface EnrollTarget {
  /** The user may add agents (tokens.create). */
  allowed: boolean;
  /** The Enroll New Resource page (its typed link), when that feature is registered for this user. */
  link: RouteLink | null;
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
        <RouterAnchor to={enroll.link.to} params={enroll.link.params}>
          Enroll New Resource
        </RouterAnchor>
        .
      </>
    );
  } else if (enroll.allowed) {
    hint = `You may add ${noun}: create a join token with tctl and start their agents with it.`;
  }
  return { title: `No ${noun} yet`, hint };
}
