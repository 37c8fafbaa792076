// Links the server sends back from AWS calls (the ECS service dashboard) are clickable only when
// they point at the AWS console over https, on its default port (https-link.ts); anything else is
// shown as text (see SafeLink).
import { isHttpsLink } from '@/shared/navigation/https-link';

export function isAwsConsoleLink(url: string | undefined | null): boolean {
  return isHttpsLink(url, { hosts: ['console.aws.amazon.com'], subdomains: true, noPort: true });
}
