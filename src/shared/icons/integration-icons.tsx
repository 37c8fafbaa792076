// Nav icons of the integration pages (the list, and enrolling a new integration).
import { icon } from './icons';

export const IntegrationsIcon = icon(
  <>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
    <path d="M10 6.5h4a3.5 3.5 0 0 1 3.5 3.5v4M14 17.5h-4A3.5 3.5 0 0 1 6.5 14v-4" />
  </>,
);

export const EnrollIntegrationIcon = icon(
  <>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <path d="M10 6.5h4a3.5 3.5 0 0 1 3.5 3.5v1" />
    <path d="M17.5 14v7M14 17.5h7" />
  </>,
);
