import { Button } from '@hadiya/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './push.messages';

export interface PushPromptProps {
  /** The shopper agreed: the browser's own permission request follows. */
  onAllow: () => void;
  /** Asked again in a week. */
  onLater: () => void;
}

/**
 * Spec §4 push permission, asked gently: a card at the bottom of the page that explains what the
 * notifications are for, before the browser's own request (which needs the shopper's tap anyway).
 * Local to the storefront: the design system has no push prompt yet.
 */
export function PushPrompt({ onAllow, onLater }: PushPromptProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="push-prompt"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-sm rounded-lg border border-line bg-surface-raised p-4 text-ink shadow-overlay sm:inset-s-auto sm:inset-e-4"
    >
      <h2 id={titleId} className="text-start font-medium text-base">
        {intl.formatMessage(messages.promptTitle)}
      </h2>
      <p className="mt-1 text-start text-ink-muted text-sm">{intl.formatMessage(messages.promptDescription)}</p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onLater}>
          {intl.formatMessage(messages.later)}
        </Button>
        <Button size="sm" onClick={onAllow}>
          {intl.formatMessage(messages.allow)}
        </Button>
      </div>
    </section>
  );
}
