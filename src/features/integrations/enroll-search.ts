import * as z from '@/platform/url-schema';

/** The enroll page's URL: the integration whose databases are being enrolled, once it exists. */
export const enrollSearchSchema = z.object({
  integration: z.pipe(
    z.catch(z.optional(z.string()), undefined),
    z.transform((s) => s?.slice(0, 253) || undefined),
  ),
});
