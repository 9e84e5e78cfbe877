import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

export interface FaqAccordionItem {
  /** Stable key; the position is used without one. */
  id?: string;
  question: string;
  answer: string;
}

export interface FaqAccordionProps extends Omit<ComponentProps<'div'>, 'children'> {
  items: readonly FaqAccordionItem[];
  /** Heading level of each question. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Indexes of the questions open at first. @default [] */
  defaultOpen?: readonly number[];
  /** Shows a button that opens or closes every answer. @default true */
  hasToggleAll?: boolean;
}

/**
 * Questions and answers (issue 16 §5) as the WAI-ARIA accordion: each question is a heading
 * holding a button (`aria-expanded`, `aria-controls`) for its answer region. Several may be open.
 * Up/Down move between questions, Home/End go to the first and last. Answers stay in the HTML
 * (hidden), so they are found by search engines and by the page's FAQPage data.
 */
export function FaqAccordion({
  items,
  headingLevel = 2,
  defaultOpen = [],
  hasToggleAll = true,
  className,
  ...props
}: FaqAccordionProps) {
  const intl = useIntl();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(defaultOpen));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;
  const isAllOpen = items.length > 0 && open.size === items.length;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div data-slot="faq-accordion" className={cn('flex flex-col gap-3', className)} {...props}>
      {hasToggleAll && items.length > 1 ? (
        <button
          type="button"
          data-slot="faq-accordion-toggle-all"
          onClick={() => setOpen(isAllOpen ? new Set() : new Set(items.map((_, index) => index)))}
          className="inline-flex min-h-11 items-center self-end rounded-md px-2 font-medium text-leaf-800 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
        >
          {intl.formatMessage(isAllOpen ? messages.collapseAll : messages.expandAll)}
        </button>
      ) : null}
      <div className="divide-y divide-line rounded-lg border border-line bg-surface-raised">
        {items.map((item, index) => {
          const isOpen = open.has(index);
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={item.id ?? index} data-slot="faq-accordion-item" data-state={isOpen ? 'open' : 'closed'}>
              <Heading className="m-0">
                <button
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  id={buttonId}
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-start font-semibold text-base text-ink hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-2"
                >
                  <span>{item.question}</span>
                  <ChevronDown
                    aria-hidden
                    className={cn('size-5 shrink-0 text-leaf-700 transition-transform', isOpen && 'rotate-180')}
                  />
                </button>
              </Heading>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!isOpen}
                data-slot="faq-accordion-answer"
                className="whitespace-pre-line px-4 pb-4 text-start text-ink leading-relaxed"
              >
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
