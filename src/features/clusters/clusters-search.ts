import * as z from '@/platform/url-schema';
import { searchField } from '@/shared/data-list/search-schema';

/** Manage Clusters' URL: the name filter (?search=…), up to 200 characters. */
export const clustersSearchSchema = z.object({ search: searchField({ maxLength: 200 }) });
