import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps, MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { buttonVariants } from '../button';
import { messages } from './messages';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; with one page or none nothing is rendered. */
  pageCount: number;
  /** The link to a page (`/my-orders?page=2`), so the pages work before hydration. */
  hrefOf: (page: number) => string;
  /** Called when a page link is followed; the link still navigates unless the event is prevented. */
  onPageChange?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Replaces "Pages" as the navigation's name (when a page has two lists). */
  label?: string;
}

const edgeClass = cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'gap-1');

/**
 * Previous / next links under a server-rendered list, with "Page 2 of 5" between them. At either
 * end the link is shown disabled (`aria-disabled`, no `href`). The chevrons mirror in Arabic.
 */
export function Pagination({ page, pageCount, hrefOf, onPageChange, label, className, ...props }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const edge = (target: number, kind: 'previous' | 'next') => {
    const isAvailable = target >= 1 && target <= pageCount;
    const text = intl.formatMessage(messages[kind]);
    // Chevrons point along the line: they follow the reading direction.
    const icon =
      kind === 'previous' ? (
        <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
      ) : (
        <ChevronRight aria-hidden className="rtl:-scale-x-100" />
      );
    const content =
      kind === 'previous' ? (
        <>
          {icon}
          <span>{text}</span>
        </>
      ) : (
        <>
          <span>{text}</span>
          {icon}
        </>
      );
    if (!isAvailable)
      return (
        <span
          role="link"
          aria-disabled="true"
          tabIndex={-1}
          data-slot={`pagination-${kind}`}
          data-disabled
          className={cn(edgeClass, 'cursor-not-allowed opacity-60')}
        >
          {content}
        </span>
      );
    return (
      <Link
        href={hrefOf(target)}
        rel={kind === 'previous' ? 'prev' : 'next'}
        data-slot={`pagination-${kind}`}
        onClick={onPageChange ? (event) => onPageChange(target, event) : undefined}
        className={edgeClass}
      >
        {content}
      </Link>
    );
  };
  return (
    <nav
      data-slot="pagination"
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={cn('flex items-center justify-between gap-3', className)}
      {...props}
    >
      {edge(current - 1, 'previous')}
      <p data-slot="pagination-status" aria-current="page" className="text-center text-ink-muted text-sm tabular-nums">
        {intl.formatMessage(messages.pageOf, {
          page: intl.formatNumber(current),
          count: intl.formatNumber(pageCount),
        })}
      </p>
      {edge(current + 1, 'next')}
    </nav>
  );
}
