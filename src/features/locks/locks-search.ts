import * as z from '@/platform/url-schema';
import { searchField, sortField } from '@/shared/data-list/search-schema';

export const LOCK_SORT_FIELDS = ['targets', 'message', 'createdBy', 'createdAt', 'expires'] as const;

/** The locks list's URL: the filter (?search=…) and the sort (?sort=expires:asc; newest first by default). */
export const locksSearchSchema = z.object({
  search: searchField({ maxLength: 200 }),
  sort: sortField({ sortable: LOCK_SORT_FIELDS, defaultSort: 'createdAt:desc' }),
});
