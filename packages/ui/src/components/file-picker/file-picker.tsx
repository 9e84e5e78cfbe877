import {
  ATTACHMENT_DEFAULT_MAX_BYTES,
  ATTACHMENT_HEIC_EXTENSIONS,
  ATTACHMENT_TYPES,
  isHeicAttachment,
} from '@hadiya/contract/calls/support-fields';
import { cva } from 'class-variance-authority';
import { FileText, Paperclip, X } from 'lucide-react';
import { type ChangeEvent, type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { messages } from './messages';

/** Kinds of file an attachment may be (issue 16 §3): photos and PDF documents. */
export const attachmentTypes = {
  'image/jpeg': { label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  'image/png': { label: 'PNG', extensions: ['.png'] },
  'image/webp': { label: 'WebP', extensions: ['.webp'] },
  'image/heic': { label: 'HEIC', extensions: ATTACHMENT_HEIC_EXTENSIONS },
  'application/pdf': { label: 'PDF', extensions: ['.pdf'] },
} as const;

export type AttachmentType = keyof typeof attachmentTypes;

/** The size limit when the app names none (issue 16 §3: 5 MB by default; the server decides). */
export const ATTACHMENT_MAX_BYTES_DEFAULT = ATTACHMENT_DEFAULT_MAX_BYTES;

/** What the server accepts today (the contract's list; HEIC only where the server decodes it). */
const DEFAULT_TYPES: readonly AttachmentType[] = ATTACHMENT_TYPES;

/**
 * Whether a file may be attached, judged from what the browser knows before anything is sent:
 * its reported type (or, when the browser reports none, as Chrome does for HEIC, its extension)
 * and its size. The server checks the content again; this only spares the shopper an upload.
 */
export function checkAttachment(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { acceptedTypes = DEFAULT_TYPES, maxSizeBytes = ATTACHMENT_MAX_BYTES_DEFAULT } = {} as {
    acceptedTypes?: readonly AttachmentType[];
    maxSizeBytes?: number;
  },
): 'type' | 'size' | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  const isKnownType = (acceptedTypes as readonly string[]).includes(type === 'image/heif' ? 'image/heic' : type);
  const hasNoType = type === '' || type === 'application/octet-stream';
  const hasAcceptedExtension = acceptedTypes.some((accepted) =>
    attachmentTypes[accepted].extensions.some((extension) => name.endsWith(extension)),
  );
  if (!(isKnownType || (hasNoType && hasAcceptedExtension))) return 'type';
  if (file.size > maxSizeBytes) return 'size';
  return null;
}

/** A byte count as people read it: "820 KB", "4.2 MB", in the locale's digits. */
export function formatFileSize(bytes: number, intl: Pick<IntlShape, 'formatNumber' | 'locale'>): string {
  // Arabic's short units are abbreviations few read ("م.ب."); the long ones are words.
  const unitDisplay = intl.locale.startsWith('ar') ? 'long' : 'short';
  if (bytes < 1024 * 1024) {
    return intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), {
      style: 'unit',
      unit: 'kilobyte',
      unitDisplay,
    });
  }
  return intl.formatNumber(bytes / (1024 * 1024), {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay,
    maximumFractionDigits: 1,
  });
}

export const filePickerInputVariants = cva(
  [
    'block w-full cursor-pointer rounded-md border border-dashed bg-surface-raised p-2 text-ink text-sm',
    'file:me-3 file:h-9 file:cursor-pointer file:rounded-md file:border file:border-leaf-700 file:border-solid file:bg-surface-raised file:px-3 file:font-medium file:text-leaf-800 file:text-sm hover:file:bg-leaf-50',
    'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60',
  ],
  {
    variants: {
      isInvalid: { true: 'border-danger-700', false: 'border-sand-400' },
    },
    defaultVariants: { isInvalid: false },
  },
);

export interface FilePickerProps extends Omit<ComponentProps<'div'>, 'onChange' | 'children' | 'defaultValue'> {
  /** Visible label, tied to the file input. */
  label: ReactNode;
  /** `name` of the file input: the form posts the file under it. @default 'attachment' */
  name?: string;
  /** Help text under the label. @default the accepted types and the size limit */
  hint?: ReactNode;
  /** The kinds of file accepted. @default the contract's `ATTACHMENT_TYPES`: JPEG, PNG, WebP and PDF */
  acceptedTypes?: readonly AttachmentType[];
  /** The largest file accepted, in bytes. @default 5 MB */
  maxSizeBytes?: number;
  /** Adds `required` and a visible marker. @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** The server's message for this field (e.g. the content was not what the name said). */
  errorMessage?: ReactNode;
  /** Called with the accepted file, or `null` when it is removed or refused. */
  onFileChange?: (file: File | null) => void;
}

/**
 * Why a chosen file was not taken: its type, a HEIC photo where HEIC is not accepted (the
 * contract's `ATTACHMENT_HEIC_NOTE` says what to send instead), or its size.
 */
type Refusal = { kind: 'type' | 'heic' | 'size'; name: string; size: number };

/**
 * One attachment (issue 16 §3). A real `<input type="file">` that posts with its form before the
 * scripts arrive; once they run, a refused type or size is said before any upload, and a chosen
 * file shows as a preview (a photo) or its name and size (a PDF) with Change and Remove.
 */
export function FilePicker({
  label,
  name = 'attachment',
  hint,
  acceptedTypes = DEFAULT_TYPES,
  maxSizeBytes = ATTACHMENT_MAX_BYTES_DEFAULT,
  isRequired = false,
  isDisabled = false,
  errorMessage,
  onFileChange,
  className,
  id,
  ...props
}: FilePickerProps) {
  const intl = useIntl();
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [hasPreviewFailed, setPreviewFailed] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const shouldFocusRemove = useRef(false);

  const typeLabels = intl.formatList(
    acceptedTypes.map((type) => attachmentTypes[type].label),
    { type: 'disjunction' },
  );
  const maxText = formatFileSize(maxSizeBytes, intl);
  const accept = acceptedTypes.flatMap((type) => [type, ...attachmentTypes[type].extensions]).join(',');

  // The object URL of a photo's preview lives as long as the photo is chosen.
  useEffect(() => {
    if (!file?.type.startsWith('image/')) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    setPreviewFailed(false);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [file]);

  useEffect(() => {
    if (file && shouldFocusRemove.current) {
      shouldFocusRemove.current = false;
      removeRef.current?.focus();
    }
  }, [file]);

  // A form reset (e.g. after a successful send) empties the input; the picker follows.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => {
      setFile(null);
      setRefusal(null);
    };
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) {
      setFile(null);
      onFileChange?.(null);
      return;
    }
    const problem = checkAttachment(chosen, { acceptedTypes, maxSizeBytes });
    if (problem) {
      // Never posted: the input is emptied, the shopper told why at once.
      clearInput();
      setFile(null);
      // An iPhone's photos are HEIC by default: say how to send one the server can take.
      const kind = problem === 'type' && isHeicAttachment(chosen) ? 'heic' : problem;
      setRefusal({ kind, name: chosen.name, size: chosen.size });
      onFileChange?.(null);
      return;
    }
    setRefusal(null);
    shouldFocusRemove.current = true;
    setFile(chosen);
    setAnnouncement(
      intl.formatMessage(messages.chosen, { name: chosen.name, size: formatFileSize(chosen.size, intl) }),
    );
    onFileChange?.(chosen);
  };

  const remove = () => {
    clearInput();
    setFile(null);
    setAnnouncement(intl.formatMessage(messages.removed));
    onFileChange?.(null);
    // The input shows again; focus goes back to it, where the shopper can choose another.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const refusalText =
    refusal === null
      ? null
      : refusal.kind === 'heic'
        ? intl.formatMessage(messages.heicNote)
        : refusal.kind === 'type'
          ? intl.formatMessage(messages.wrongType, { name: refusal.name, types: typeLabels })
          : intl.formatMessage(messages.tooLarge, {
              name: refusal.name,
              size: formatFileSize(refusal.size, intl),
              max: maxText,
            });
  const shownError = refusalText ?? (errorMessage || null);
  const isInvalid = shownError !== null;
  const isPdf = file !== null && (file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf'));
  const describedBy = [hintId, isInvalid ? errorId : null].filter(Boolean).join(' ');

  return (
    <div
      data-slot="file-picker"
      data-state={file ? 'chosen' : 'empty'}
      data-invalid={isInvalid}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <label htmlFor={inputId} data-slot="file-picker-label" className="text-start font-medium text-ink text-sm">
        {label}
        {isRequired ? ' ' : null}
        {isRequired ? (
          <span className="text-danger-700">
            <span aria-hidden="true">*</span>
            <span className="sr-only">{intl.formatMessage(messages.required)}</span>
          </span>
        ) : null}
      </label>
      <p id={hintId} data-slot="file-picker-hint" className="text-start text-ink-muted text-sm">
        {hint ?? intl.formatMessage(messages.hint, { types: typeLabels, max: maxText })}
      </p>
      {/* Hidden, not removed, while a file is chosen: the form still posts it. */}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        name={name}
        accept={accept}
        required={isRequired || undefined}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        data-slot="file-picker-input"
        onChange={handleChange}
        className={cn(filePickerInputVariants({ isInvalid }), file ? 'hidden' : null)}
      />
      {file ? (
        <div
          data-slot="file-picker-preview"
          data-kind={isPdf ? 'document' : 'image'}
          className="flex items-center gap-3 rounded-md border border-line bg-surface-raised p-2"
        >
          {previewUrl && !hasPreviewFailed ? (
            <img
              src={previewUrl}
              alt={intl.formatMessage(messages.preview, { name: file.name })}
              onError={() => setPreviewFailed(true)}
              className="size-14 shrink-0 rounded object-cover"
            />
          ) : (
            <span className="flex size-14 shrink-0 items-center justify-center rounded bg-sand-100 text-leaf-700 [&_svg]:size-7">
              {isPdf ? (
                <FileText aria-label={intl.formatMessage(messages.pdf)} role="img" />
              ) : (
                <Paperclip aria-hidden />
              )}
            </span>
          )}
          <div className="flex min-w-0 flex-1 flex-col">
            <span data-slot="file-picker-name" className="truncate text-start font-medium text-sm" dir="auto">
              {file.name}
            </span>
            <span data-slot="file-picker-size" className="text-start text-ink-muted text-sm">
              {formatFileSize(file.size, intl)}
            </span>
          </div>
          <div className="flex shrink-0 flex-wrap items-center justify-end gap-1">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={isDisabled}
              onClick={() => inputRef.current?.click()}
            >
              {intl.formatMessage(messages.change)}
            </Button>
            <Button
              ref={removeRef}
              type="button"
              variant="ghost"
              size="sm"
              disabled={isDisabled}
              aria-label={intl.formatMessage(messages.remove, { name: file.name })}
              startIcon={<X aria-hidden />}
              onClick={remove}
            >
              {intl.formatMessage(messages.removeShort)}
            </Button>
          </div>
        </div>
      ) : null}
      {isInvalid ? (
        <p id={errorId} data-slot="file-picker-error" role="alert" className="text-start text-danger-700 text-sm">
          {shownError}
        </p>
      ) : null}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
