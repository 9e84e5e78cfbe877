import { mediaSrcSet } from '@hadiya/contract/media';
import { cva } from 'class-variance-authority';
import { Search, SearchX, X } from 'lucide-react';
import {
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { isModifiedClick } from '../../lib/link';
import { useControllableState } from '../../lib/use-controllable-state';
import { Spinner } from '../spinner';
import { messages } from './messages';

/** One suggested product under the search box. */
export interface SearchSuggestion {
  /** Stable id, e.g. the product id. */
  id: string | number;
  /** Text shown and read for the option (the product title). */
  label: string;
  /** Where the option leads, e.g. `/product/{slug}`; the option becomes a link. */
  href?: string;
  /** A small product picture; decorative, the label names the option. */
  imageUrl?: string;
}

export const searchBoxOptionVariants = cva(
  'flex cursor-pointer items-center gap-3 border-s-4 px-3 py-2 text-start text-ink text-sm no-underline hover:bg-sand-100',
  {
    variants: {
      isActive: {
        true: 'border-leaf-700 bg-leaf-50 text-leaf-800 hover:bg-leaf-50',
        false: 'border-transparent',
      },
    },
    defaultVariants: { isActive: false },
  },
);

export interface SearchBoxProps
  extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onSubmit' | 'onSelect' | 'children'> {
  /** The text when controlled. */
  value?: string;
  /** The starting text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the text on every change (typing, clearing). The app debounces and fetches. */
  onValueChange?: (text: string) => void;
  /** Products matching the text, as the app fetched them. @default [] */
  suggestions?: readonly SearchSuggestion[];
  /** The app is fetching suggestions for the current text. @default false */
  isLoading?: boolean;
  /**
   * Called when a suggestion is chosen (click, or Enter on the active option). When given, the app
   * navigates: a plain click on a linked option does not follow its `href` (modified clicks still
   * open new tabs). Without it, a linked option simply navigates.
   */
  onSelect?: (suggestion: SearchSuggestion) => void;
  /** Called with the trimmed text on Enter when no option is active (spec §2: go to the results). */
  onSubmit?: (text: string) => void;
  /** Opens the list on first render (when there is text). @default false */
  defaultOpen?: boolean;
  /** Accessible name of the input; defaults to "Search products". */
  label?: string;
  /** Defaults to "Search". */
  placeholder?: string;
  /** @default false */
  isDisabled?: boolean;
  /**
   * What the list says when nothing is listed for the text, and what is announced then. Defaults
   * to "No product found"; an app that cannot search yet says why (no city chosen, say).
   */
  emptyMessage?: string;
}

/**
 * The header's product search: an ARIA 1.2 combobox with a list of suggestions. Arrow keys move
 * through the options (wrapping), Enter chooses the active one or submits the text, Escape closes
 * the list and a second Escape clears the text. Shows "No product found" when nothing matches.
 */
export function SearchBox({
  value,
  defaultValue = '',
  onValueChange,
  suggestions = [],
  isLoading = false,
  onSelect,
  onSubmit,
  defaultOpen = false,
  label,
  placeholder,
  isDisabled = false,
  emptyMessage,
  className,
  ...props
}: SearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useControllableState(value, defaultValue, onValueChange);
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [activeIndex, setActiveIndex] = useState(-1);

  // New results replace the old ones, so a remembered active option would point at the wrong product.
  const signature = suggestions.map((suggestion) => String(suggestion.id)).join('\u0000');
  const [seenSignature, setSeenSignature] = useState(signature);
  if (signature !== seenSignature) {
    setSeenSignature(signature);
    setActiveIndex(-1);
  }

  const count = suggestions.length;
  const hasText = text.trim() !== '';
  const isPopupOpen = isOpen && hasText && !isDisabled;
  const isListVisible = isPopupOpen && count > 0;
  const hasNoResults = isPopupOpen && !isLoading && count === 0;
  const active = isListVisible && activeIndex < count ? activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  let announcement = '';
  if (isPopupOpen && isLoading) announcement = intl.formatMessage(messages.loading);
  else if (hasNoResults) announcement = emptyMessage ?? intl.formatMessage(messages.noResults);
  else if (isListVisible) announcement = intl.formatMessage(messages.results, { count });

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listboxId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listboxId]);

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function select(suggestion: SearchSuggestion) {
    close();
    if (onSelect) onSelect(suggestion);
    else if (suggestion.href) window.location.assign(suggestion.href);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setText(event.target.value);
    setIsOpen(true);
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // An input method composing a character owns Enter and the arrows.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!hasText) return;
        event.preventDefault();
        setIsOpen(true);
        if (count === 0) return;
        const isDown = event.key === 'ArrowDown';
        if (active < 0) setActiveIndex(isDown ? 0 : count - 1);
        else setActiveIndex((active + (isDown ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter': {
        const suggestion = active >= 0 ? suggestions[active] : undefined;
        if (suggestion) {
          event.preventDefault();
          select(suggestion);
        } else if (hasText) {
          event.preventDefault();
          close();
          onSubmit?.(text.trim());
        }
        return;
      }
      case 'Escape':
        if (isPopupOpen) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
    }
  }

  function handleOptionClick(event: MouseEvent<HTMLElement>, suggestion: SearchSuggestion) {
    if (suggestion.href && (isModifiedClick(event) || !onSelect)) {
      // The browser follows the link (or opens a new tab); the list just closes.
      close();
      return;
    }
    event.preventDefault();
    select(suggestion);
  }

  function clear() {
    setText('');
    close();
    inputRef.current?.focus();
  }

  return (
    <div
      role="search"
      data-slot="search-box"
      data-state={isPopupOpen ? 'open' : 'closed'}
      data-disabled={isDisabled}
      className={cn('relative w-full', className)}
      {...props}
    >
      <div className="relative flex items-center">
        <Search
          aria-hidden
          data-slot="search-box-icon"
          className="pointer-events-none absolute inset-s-3.5 size-4 text-ink-muted"
        />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          data-slot="search-box-input"
          aria-label={label ?? intl.formatMessage(messages.label)}
          aria-expanded={isListVisible}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder ?? intl.formatMessage(messages.placeholder)}
          disabled={isDisabled}
          value={text}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onFocus={() => setIsOpen(true)}
          onClick={() => setIsOpen(true)}
          onBlur={close}
          className="h-11 w-full rounded-full border border-sand-500 bg-surface-raised ps-10 pe-12 text-base text-ink outline-none placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
        />
        {text !== '' && !isDisabled ? (
          <button
            type="button"
            data-slot="search-box-clear"
            aria-label={intl.formatMessage(messages.clear)}
            onClick={clear}
            className="absolute inset-e-1.5 inline-flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-sand-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 [&_svg]:size-4"
          >
            <X aria-hidden />
          </button>
        ) : null}
      </div>
      <div
        data-slot="search-box-popup"
        hidden={!isPopupOpen}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-line bg-surface-raised py-1 shadow-overlay"
      >
        {/* Always in the DOM so aria-controls points at it; hidden (and out of the a11y tree) when empty. */}
        <div
          role="listbox"
          id={listboxId}
          aria-label={intl.formatMessage(messages.suggestions)}
          hidden={!isListVisible}
          data-slot="search-box-listbox"
          className="max-h-80 overflow-y-auto"
        >
          {suggestions.map((suggestion, index) => {
            const isActive = index === active;
            const content = (
              <>
                {suggestion.imageUrl ? (
                  <img
                    src={suggestion.imageUrl}
                    srcSet={mediaSrcSet(suggestion.imageUrl)}
                    sizes="2.5rem"
                    alt=""
                    data-slot="search-box-option-image"
                    className="size-10 shrink-0 rounded-md bg-sand-100 object-cover"
                  />
                ) : null}
                <span className="min-w-0 flex-1 truncate">{suggestion.label}</span>
              </>
            );
            const optionProps = {
              id: optionId(index),
              role: 'option',
              'aria-selected': isActive,
              'data-slot': 'search-box-option',
              'data-active': isActive,
              // Keeps focus in the input, so a click is not a blur that closes the list first.
              onMouseDown: (event: MouseEvent) => event.preventDefault(),
              onClick: (event: MouseEvent<HTMLElement>) => handleOptionClick(event, suggestion),
              className: searchBoxOptionVariants({ isActive }),
            } as const;
            return suggestion.href ? (
              // ARIA in HTML allows role=option on a link; it keeps open-in-new-tab working.
              <a key={suggestion.id} href={suggestion.href} tabIndex={-1} {...optionProps}>
                {content}
              </a>
            ) : (
              <div key={suggestion.id} {...optionProps}>
                {content}
              </div>
            );
          })}
        </div>
        {isPopupOpen && isLoading ? (
          // The live region below announces this; hidden here so it is not read twice.
          <div
            aria-hidden
            data-slot="search-box-loading"
            className="flex items-center gap-2 px-4 py-3 text-ink-muted text-sm"
          >
            <Spinner size="sm" label={null} />
            {intl.formatMessage(messages.loading)}
          </div>
        ) : null}
        {hasNoResults ? (
          <div
            aria-hidden
            data-slot="search-box-empty"
            className="flex items-center gap-2 px-4 py-3 text-ink-muted text-sm [&_svg]:size-4 [&_svg]:shrink-0"
          >
            <SearchX />
            {emptyMessage ?? intl.formatMessage(messages.noResults)}
          </div>
        ) : null}
      </div>
      <div role="status" data-slot="search-box-status" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
