import { HONEYPOT_FIELD } from '@hadiya/contract/calls/support-fields';
import { ruleKeyOf } from '@hadiya/contract/messages';
import { normalizeDigits } from '@hadiya/contract/normalize';
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { ruleParamsOf, useRuleMessage } from '../rule-message';
import { fieldControlVariants } from '../text-field/field-frame';
import { messages } from './messages';

export interface SupportFormProps extends Omit<ComponentProps<'form'>, 'method' | 'encType' | 'onSubmit'> {
  /** Extra fields posted with the form (e.g. `intent`, a ticket id). */
  hiddenFields?: Record<string, string>;
  /**
   * Once the scripts run: checks the fields (react-hook-form), and returns whether to send. Without
   * scripts the form posts itself and the server checks everything.
   */
  validate?: () => Promise<boolean>;
  /** Once the scripts run: sends the form's data instead of a full page post (e.g. React Router's `submit`). */
  onSubmitData?: (data: FormData, form: HTMLFormElement) => void;
  /** Ref to the form element. */
  formRef?: RefObject<HTMLFormElement | null>;
}

/**
 * A support form (issue 16) as a real `multipart/form-data` post, so it works before hydration
 * (the browser's own required-field checks apply then). Once hydrated the browser's checks give
 * way to the form's own messages, and `onSubmitData` sends it without leaving the page.
 */
export function SupportForm({
  hiddenFields,
  validate,
  onSubmitData,
  formRef,
  className,
  children,
  ...props
}: SupportFormProps) {
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  // The form's own messages replace the browser's once they can be shown (no state: no re-render).
  useEffect(() => {
    if (ref.current) ref.current.noValidate = true;
  }, [ref]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!onSubmitData) return;
    event.preventDefault();
    const form = event.currentTarget;
    if (validate && !(await validate())) return;
    onSubmitData(new FormData(form), form);
  };

  return (
    <form
      ref={ref}
      method="post"
      encType="multipart/form-data"
      data-slot="support-form"
      className={cn('flex flex-col gap-4', className)}
      onSubmit={(event) => void handleSubmit(event)}
      {...props}
    >
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

/**
 * The abuse honeypot (issue 16 §4): people never see or reach it, robots fill it. Hidden by
 * position, not `display: none`, which some robots skip.
 */
export function HoneypotField() {
  const intl = useIntl();
  const id = useId();
  return (
    <div aria-hidden="true" className="-z-10 pointer-events-none absolute size-px overflow-hidden opacity-0">
      <label htmlFor={id}>{intl.formatMessage(messages.honeypot)}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Spec §5 "digits only": Arabic-Indic and Persian digits converted, anything else dropped. */
export function toDigits(value: string, maxLength = 15): string {
  return normalizeDigits(value).replace(/\D/g, '').slice(0, maxLength);
}

/**
 * Text typed before the scripts arrived lives only in the page's inputs: once hydrated, hand it
 * to the form state so the first re-render does not put the server's empty values back. Sets
 * state only when the shopper did type early.
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  names: readonly string[],
  getValue: (name: string) => unknown,
  setValue: (name: string, value: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const name of names) {
      const element = form.elements.namedItem(name);
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
      if (element.value !== String(getValue(name) ?? '')) setValue(name, element.value);
    }
  }, []);
}

/** What the forms need of a contract schema: `safeParse` with zod's issues (their code and values too). */
export interface FormSchemaLike {
  safeParse(input: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code?: string }> };
      };
}

/** A field's verdict from the schema: the rule's message id and the values its text names (`{max}`). */
interface FieldIssue {
  key: string;
  params: Record<string, string | number>;
}

/**
 * The text fields of a support form: their values (typed before hydration adopted), the
 * contract schema's messages after a send, and the server's until the field changes.
 */
export function useSupportFields<TName extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  defaults: Record<TName, string>,
  schema: FormSchemaLike,
  serverErrors?: Partial<Record<string, string>>,
) {
  const ruleMessage = useRuleMessage();
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<Partial<Record<string, FieldIssue>>>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  if (shownServerErrors !== serverErrors) {
    // A new answer from the server: its messages show again.
    setShownServerErrors(serverErrors);
    setEdited(new Set());
  }
  useTypedBeforeHydration(
    formRef,
    Object.keys(defaults),
    (name) => values[name as TName],
    (name, value) => setValues((current) => ({ ...current, [name]: value })),
  );

  const errorOf = (name: string): string | undefined => {
    const issue = errors[name];
    // The issue's own values fill its text ("at most {max} characters"); the server's come written.
    if (issue) return ruleMessage(issue.key, { params: issue.params });
    return ruleMessage(edited.has(name) ? undefined : serverErrors?.[name]);
  };

  const change = (name: TName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    if (!edited.has(name)) setEdited((current) => new Set(current).add(name));
  };

  /** Props for a `TextField`/`Textarea` bound to `name`; `transform` rewrites what is typed (digits). */
  const field = (name: TName, transform?: (value: string) => string) => ({
    name,
    value: values[name],
    onChange: (value: string) => change(name, transform ? transform(value) : value),
    errorMessage: errorOf(name),
  });

  const validate = async () => {
    const form = formRef.current;
    if (!form) return true;
    const entries: Record<string, string> = {};
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') entries[key] = value;
    const result = schema.safeParse(entries);
    if (result.success) {
      setErrors({});
      return true;
    }
    const next: Record<string, FieldIssue> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      next[name] ??= { key: ruleKeyOf(issue), params: ruleParamsOf(issue) };
    }
    setErrors(next);
    // After the messages render: the first field in error takes the focus.
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  };

  return { values, field, errorOf, validate };
}

export interface NativeSelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string; data?: Record<string, string> }>;
  /** The first, empty choice. */
  placeholder: string;
  errorMessage?: ReactNode;
  hint?: ReactNode;
}

/**
 * A native `<select>` in the fields' frame: it works before the scripts arrive, which the
 * design system's listbox `Select` cannot.
 */
export function NativeSelectField({
  label,
  options,
  placeholder,
  errorMessage,
  hint,
  className,
  id,
  ...props
}: NativeSelectFieldProps) {
  const baseId = useId();
  const selectId = id ?? `${baseId}-select`;
  const isInvalid = Boolean(errorMessage);
  const describedBy = [hint ? `${baseId}-hint` : null, isInvalid ? `${baseId}-error` : null].filter(Boolean).join(' ');
  return (
    <div data-slot="native-select-field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-start font-medium text-ink text-sm">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy || undefined}
        className={cn(fieldControlVariants({ isInvalid }), 'h-11')}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} {...option.data}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${baseId}-hint`} className="text-start text-ink-muted text-sm">
          {hint}
        </p>
      ) : null}
      {isInvalid ? (
        <p id={`${baseId}-error`} className="text-start text-danger-700 text-sm">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
