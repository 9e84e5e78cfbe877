import { ImageOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { messages } from './messages';

const fallbackClassName =
  'absolute inset-0 flex flex-col items-center justify-center gap-2 p-3 text-center text-ink-muted';

/**
 * What stands in a picture that could not load: its name and 'image not available', or nothing a
 * screen reader announces when the picture was decorative (`alt` empty).
 */
export default function ProductImageFallback({ alt }: { alt: string }) {
  const intl = useIntl();
  return (
    <div
      data-slot="product-image-fallback"
      {...(alt
        ? { role: 'img', 'aria-label': intl.formatMessage(messages.unavailableNamed, { name: alt }) }
        : { 'aria-hidden': true })}
      className={fallbackClassName}
    >
      <ImageOff aria-hidden className="size-8 shrink-0" strokeWidth={1.5} />
      <span className="text-sm">{intl.formatMessage(messages.unavailable)}</span>
    </div>
  );
}
