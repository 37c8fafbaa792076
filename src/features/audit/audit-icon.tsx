// The Audit Log's nav icon: a list with a magnifier.
import { icon } from '@/shared/icons/icons';

export const AuditIcon = icon(
  <>
    <path d="M4 6h10M4 11h7M4 16h5" />
    <circle cx="16" cy="15" r="3.5" />
    <path d="M18.5 17.5L21 20" />
  </>,
);
