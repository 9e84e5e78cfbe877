import type { LinkComponentProps } from '@hadiya/ui';
import { Link } from 'react-router';

/** The design system's links navigate on the client through React Router. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  const isExternal = /^[a-z][a-z0-9+.-]*:/i.test(href);
  if (isExternal) return <a href={href} {...props} />;
  return <Link to={href} prefetch="intent" {...props} />;
}
