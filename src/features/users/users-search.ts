import * as z from '@/platform/url-schema';
import { searchField, sortField } from '@/shared/data-list/search-schema';

export const USER_SORT_FIELDS = ['name', 'roles', 'authType'] as const;

/** The Users page's URL: the name/role filter (?search=…) and the sort (?sort=roles:desc; name:asc by default). */
export const usersSearchSchema = z.object({
  search: searchField({ maxLength: 200 }),
  sort: sortField({ sortable: USER_SORT_FIELDS, defaultSort: 'name:asc' }),
});
