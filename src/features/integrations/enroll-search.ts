import { z } from 'zod';

/** The enroll page's URL: the integration whose databases are being enrolled, once it exists. */
export const enrollSearchSchema = z.object({
  integration: z
    .string()
    .optional()
    .catch(undefined)
    .transform((s) => s?.slice(0, 253) || undefined),
});
