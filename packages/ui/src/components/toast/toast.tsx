import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/use-locale';
import { messages } from './messages';

export type ToastTone = 'success' | 'error' | 'info';

/** How long a toast stays before it closes itself. */
export const TOAST_DURATION_MS = 5000;

export const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 text-ink shadow-overlay',
    'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
    'data-[state=open]:animate-slide-in',
    // Radix reports the swipe as physical offsets; these follow the finger.
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  ],
  {
    variants: {
      tone: {
        success: 'border-success-700/30 bg-success-50',
        error: 'border-danger-700/30 bg-danger-50',
        info: 'border-info-700/30 bg-info-50',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const toneIcons = {
  success: <CircleCheck aria-hidden className="size-5 text-success-700" />,
  error: <CircleAlert aria-hidden className="size-5 text-danger-700" />,
  info: <Info aria-hidden className="size-5 text-info-700" />,
} as const;

export interface ToastProps extends Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title' | 'type' | 'asChild'> {
  /** The message, one short sentence. */
  title: ReactNode;
  /** A second line with details. */
  description?: ReactNode;
  /** Colour and icon; errors are announced assertively, the others politely. @default 'info' */
  tone?: ToastTone;
}

/**
 * One toast, on Radix Toast. Render it inside `ToastProvider` (which owns the viewport); usually
 * you call `useToast().toast(…)` instead of rendering it yourself.
 */
export function Toast({ title, description, tone = 'info', className, ...props }: ToastProps) {
  const intl = useIntl();
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-tone={tone}
      type={tone === 'error' ? 'foreground' : 'background'}
      className={cn(toastVariants({ tone }), className)}
      {...props}
    >
      <span data-slot="toast-icon" className="mt-0.5 shrink-0">
        {toneIcons[tone]}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <ToastPrimitive.Title data-slot="toast-title" className="text-start font-medium text-sm">
          {title}
        </ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description data-slot="toast-description" className="text-start text-sm">
            {description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        data-slot="toast-close"
        aria-label={intl.formatMessage(messages.close)}
        className="-my-1 -me-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-ink transition-colors hover:bg-sand-900/10 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 [&_svg]:size-4"
      >
        <X aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export type ToastViewportProps = Omit<ComponentProps<typeof ToastPrimitive.Viewport>, 'label' | 'hotkey'>;

const HOTKEY = ['F8'];

/** Where toasts appear: the top end corner (top right in English, top left in Arabic), full width on phones. */
export function ToastViewport({ className, ...props }: ToastViewportProps) {
  const intl = useIntl();
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={HOTKEY}
      label={intl.formatMessage(messages.region, { hotkey: HOTKEY.join('+') })}
      className={cn(
        'fixed top-0 inset-e-0 z-100 m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}

export interface ToastOptions {
  title: string;
  description?: string;
  tone: ToastTone;
  /** Milliseconds before it closes itself; `Infinity` keeps it until closed. @default 5000 */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** Default time before a toast closes itself. @default 5000 */
  duration?: number;
  children?: ReactNode;
}

/**
 * Mount once near the root (inside `LocaleProvider`). Holds the raised toasts, renders the
 * viewport, and sets the swipe-to-dismiss direction towards the end edge the toasts sit on.
 */
export function ToastProvider({ duration = TOAST_DURATION_MS, children }: ToastProviderProps) {
  const intl = useIntl();
  const { direction } = useLocale();
  const [toasts, setToasts] = useState<(ToastOptions & { id: string })[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((item) => item.id !== id));
  }, []);
  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastPrimitive.Provider
      duration={duration}
      label={intl.formatMessage(messages.notification)}
      // Radix takes a physical side: the end edge is the right in LTR and the left in RTL.
      swipeDirection={direction === 'rtl' ? 'left' : 'right'}
    >
      <ToastContext.Provider value={api}>
        {children}
        {toasts.map((item) => (
          <Toast
            key={item.id}
            title={item.title}
            description={item.description}
            tone={item.tone}
            duration={item.duration}
            onOpenChange={(isOpen) => {
              if (!isOpen) dismiss(item.id);
            }}
          />
        ))}
      </ToastContext.Provider>
      <ToastViewport />
    </ToastPrimitive.Provider>
  );
}

/** `toast({ title, description, tone })` from anywhere under `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be called inside <ToastProvider>.');
  return api;
}
