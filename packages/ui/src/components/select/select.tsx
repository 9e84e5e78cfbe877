import { cva } from 'class-variance-authority';
import { Check, ChevronDown } from 'lucide-react';
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { messages } from './messages';

export interface SelectOption {
  value: string;
  /** Visible text; also what typeahead matches. */
  label: string;
  disabled?: boolean;
}

export const selectTriggerVariants = cva(
  'group flex h-11 w-full items-center justify-between gap-2 rounded-md border bg-surface-raised px-3 text-start text-base transition-colors focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      isInvalid: { true: 'border-danger-700', false: 'border-line hover:border-sand-500' },
    },
    defaultVariants: { isInvalid: false },
  },
);

export interface SelectProps
  extends Omit<ComponentProps<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children' | 'disabled' | 'name'> {
  /** Visible label; with the chosen option it names the button. */
  label: ReactNode;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** Chosen value when controlled; `null` for none. */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the value the user chose. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. @default "Select an option" */
  placeholder?: string;
  /** Help text under the control, read with it. */
  hint?: ReactNode;
  /** Marks the field invalid and shows this message. */
  errorMessage?: ReactNode;
  /** @default false */
  isDisabled?: boolean;
  /** Shows a required marker, read as part of the name. @default false */
  isRequired?: boolean;
  /** Opens the list on mount (stories, or a screen that asks for the choice first). @default false */
  defaultOpen?: boolean;
  /** Submits the value with a form under this name (a hidden input). */
  name?: string;
  /** Classes for the outer wrapper; other props go to the button. */
  className?: string;
}

const TYPEAHEAD_RESET_MS = 500;

/** Index of the first enabled option from `start` going by `step`, or -1. */
function findEnabled(options: readonly SelectOption[], start: number, step: 1 | -1): number {
  for (let index = start; index >= 0 && index < options.length; index += step) {
    if (options[index]?.disabled !== true) return index;
  }
  return -1;
}

/**
 * A single-choice list in a popover: a button (`aria-haspopup="listbox"`) opens a `listbox` below it
 * that keeps focus and points at the active option with `aria-activedescendant`. ArrowUp/ArrowDown,
 * Home/End, typeahead, Enter or Space to choose; Escape, Tab or a click outside close it.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  defaultOpen = false,
  name,
  className,
  id,
  'aria-describedby': describedBy,
  onKeyDown,
  onClick,
  ...props
}: SelectProps) {
  const intl = useIntl();
  const baseId = useId();
  const triggerId = id ?? `${baseId}-trigger`;
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const listboxId = `${baseId}-listbox`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const typeaheadRef = useRef({ text: '', timer: 0 });

  const [current, setCurrent] = useControllableState<string | null>(value, defaultValue ?? null);
  const selectedIndex = options.findIndex((option) => option.value === current);
  const selected = options[selectedIndex];
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [activeIndex, setActiveIndex] = useState(() =>
    defaultOpen ? (selectedIndex >= 0 ? selectedIndex : findEnabled(options, 0, 1)) : -1,
  );

  const isInvalid = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const describedByIds =
    [describedBy, hint ? hintId : null, isInvalid ? errorId : null].filter(Boolean).join(' ') || undefined;

  const open = (index: number) => {
    setActiveIndex(index);
    setIsOpen(true);
  };

  const close = useCallback((shouldFocusTrigger: boolean) => {
    setIsOpen(false);
    if (shouldFocusTrigger) triggerRef.current?.focus();
  }, []);

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setCurrent(option.value);
    if (option.value !== current) onValueChange?.(option.value);
    close(true);
  };

  /** First-letter typeahead; repeating a letter cycles through its matches. */
  const matchTypeahead = (key: string, fromIndex: number): number => {
    const state = typeaheadRef.current;
    window.clearTimeout(state.timer);
    state.text += key.toLocaleLowerCase();
    state.timer = window.setTimeout(() => {
      state.text = '';
    }, TYPEAHEAD_RESET_MS);
    const isRepeat = [...state.text].every((character) => character === state.text[0]);
    const search = isRepeat ? key.toLocaleLowerCase() : state.text;
    const start = isRepeat ? fromIndex + 1 : Math.max(fromIndex, 0);
    for (let offset = 0; offset < options.length; offset += 1) {
      const index = (start + offset) % options.length;
      const option = options[index];
      if (!option || option.disabled) continue;
      const text = option.label.toLocaleLowerCase();
      // Arabic names mostly begin with the article "ال"; typing the name's own first letter finds them too.
      if (text.startsWith(search) || text.replace(/^ال/, '').startsWith(search)) return index;
    }
    return -1;
  };

  const isTypeaheadKey = (event: KeyboardEvent) =>
    event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || isOpen) return;
    const first = findEnabled(options, 0, 1);
    const last = findEnabled(options, options.length - 1, -1);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open(selectedIndex >= 0 ? selectedIndex : first);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(selectedIndex >= 0 ? selectedIndex : last);
    } else if (event.key === 'Home') {
      event.preventDefault();
      open(first);
    } else if (event.key === 'End') {
      event.preventDefault();
      open(last);
    } else if (isTypeaheadKey(event)) {
      const match = matchTypeahead(event.key, selectedIndex);
      open(match >= 0 ? match : selectedIndex >= 0 ? selectedIndex : first);
    }
  };

  const handleListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        const next = findEnabled(options, activeIndex + 1, 1);
        if (next >= 0) setActiveIndex(next);
        return;
      }
      case 'ArrowUp': {
        event.preventDefault();
        const previous =
          activeIndex < 0 ? findEnabled(options, options.length - 1, -1) : findEnabled(options, activeIndex - 1, -1);
        if (previous >= 0) setActiveIndex(previous);
        return;
      }
      case 'Home':
      case 'PageUp':
        event.preventDefault();
        setActiveIndex(findEnabled(options, 0, 1));
        return;
      case 'End':
      case 'PageDown':
        event.preventDefault();
        setActiveIndex(findEnabled(options, options.length - 1, -1));
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        return;
      case 'Escape':
        // Handled here so an enclosing dialog stays open.
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        if (event.shiftKey) {
          event.preventDefault();
          close(true);
          return;
        }
        // Focus goes back to the button and the list leaves the page before Tab's own move, which
        // then continues from the button to whatever follows it.
        triggerRef.current?.focus();
        flushSync(() => setIsOpen(false));
        return;
      default:
        if (isTypeaheadKey(event)) {
          const match = matchTypeahead(event.key, activeIndex);
          if (match >= 0) setActiveIndex(match);
        }
    }
  };

  useEffect(() => {
    if (isOpen) listboxRef.current?.focus({ preventScroll: true });
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen || activeIndex < 0) return;
    document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [isOpen, activeIndex, baseId]);

  // A click outside closes the list; focus goes back to the button unless the click focused something else.
  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      close(false);
      window.setTimeout(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) triggerRef.current?.focus({ preventScroll: true });
      });
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen, close]);

  useEffect(() => () => window.clearTimeout(typeaheadRef.current.timer), []);

  return (
    <div
      ref={rootRef}
      data-slot="select"
      data-state={isOpen ? 'open' : 'closed'}
      data-invalid={isInvalid}
      data-disabled={isDisabled}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <label
        id={labelId}
        htmlFor={triggerId}
        data-slot="select-label"
        className="text-start font-medium text-ink text-sm"
      >
        {label}
        {isRequired ? ' ' : null}
        {isRequired ? (
          <span data-slot="select-required" className="text-danger-700">
            <span aria-hidden="true">*</span>
            <span className="sr-only">{intl.formatMessage(messages.required)}</span>
          </span>
        ) : null}
      </label>
      <div className="relative">
        <button
          ref={triggerRef}
          id={triggerId}
          type="button"
          data-slot="select-trigger"
          data-state={isOpen ? 'open' : 'closed'}
          aria-haspopup="listbox"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listboxId : undefined}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={describedByIds}
          aria-invalid={isInvalid || undefined}
          disabled={isDisabled}
          className={selectTriggerVariants({ isInvalid })}
          onClick={(event) => {
            onClick?.(event);
            if (event.defaultPrevented) return;
            if (isOpen) close(true);
            else open(selectedIndex >= 0 ? selectedIndex : findEnabled(options, 0, 1));
          }}
          onKeyDown={handleTriggerKeyDown}
          {...props}
        >
          <span
            id={valueId}
            data-slot="select-value"
            className={cn('min-w-0 truncate', selected ? 'text-ink' : 'text-ink-muted')}
          >
            {selected ? selected.label : (placeholder ?? intl.formatMessage(messages.placeholder))}
          </span>
          <ChevronDown aria-hidden className="text-ink-muted transition-transform group-data-[state=open]:rotate-180" />
        </button>
        {isOpen ? (
          <div
            ref={listboxRef}
            id={listboxId}
            role="listbox"
            // In the tab order while open: a scrolling list must be reachable by keyboard (axe).
            tabIndex={0}
            data-slot="select-listbox"
            aria-labelledby={labelId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            onKeyDown={handleListKeyDown}
            onBlur={(event) => {
              if (!rootRef.current?.contains(event.relatedTarget)) close(false);
            }}
            className="absolute inset-x-0 top-full z-50 mt-1 max-h-60 overflow-y-auto rounded-md border border-line bg-surface-raised p-1 shadow-overlay outline-none"
          >
            {options.map((option, index) => {
              const isSelected = index === selectedIndex;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox owns the keyboard (aria-activedescendant).
                // biome-ignore lint/a11y/useFocusableInteractive: options are pointed at, not focused (aria-activedescendant).
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  data-slot="select-option"
                  data-active={index === activeIndex}
                  aria-selected={isSelected}
                  aria-disabled={option.disabled || undefined}
                  onPointerMove={() => {
                    if (!option.disabled && index !== activeIndex) setActiveIndex(index);
                  }}
                  onClick={() => choose(index)}
                  className={cn(
                    'flex min-h-10 items-center justify-between gap-2 rounded-sm px-3 py-2 text-start text-base text-ink',
                    'data-[active=true]:bg-sand-100 aria-selected:font-medium aria-selected:text-leaf-800',
                    option.disabled ? 'cursor-not-allowed text-ink-muted line-through' : 'cursor-pointer',
                  )}
                >
                  <span className="min-w-0">{option.label}</span>
                  {isSelected ? <Check aria-hidden className="size-4 shrink-0" /> : null}
                </div>
              );
            })}
          </div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} data-slot="select-hint" className="text-start text-ink-muted text-sm">
          {hint}
        </p>
      ) : null}
      {isInvalid ? (
        <p id={errorId} data-slot="select-error" className="text-start text-danger-700 text-sm">
          {errorMessage}
        </p>
      ) : null}
      {name ? <input type="hidden" name={name} value={current ?? ''} data-slot="select-input" /> : null}
    </div>
  );
}
