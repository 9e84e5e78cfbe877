import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CharacterCountField, type CharacterCountFieldOwnProps } from './character-count-field';
import { messages } from './messages';

export interface MessageCardFieldProps
  extends Omit<CharacterCountFieldOwnProps, 'label'>,
    Omit<ComponentProps<'textarea'>, keyof CharacterCountFieldOwnProps | 'required' | 'disabled' | 'children'> {
  /** @default "Gift card message" */
  label?: ReactNode;
  /** @default "Printed on the card that comes with the gift." (pass `null` for none) */
  hint?: ReactNode;
  /** Form field name. @default 'message_card' */
  name?: string;
}

/**
 * The gift message card (issue 14 §1): a textarea with an "N characters left" counter; the
 * limit comes from props (the contract's `MESSAGE_CARD_MAX_LENGTH`), counted in characters as the
 * shopper sees them (an emoji is one), as the server's `messageCardTextSchema` counts them. `data-state` is `ok`, `low`,
 * `full` or `over` (a longer value given by the parent).
 */
export function MessageCardField({
  label,
  hint,
  name = 'message_card',
  countsCharacters = true,
  ...props
}: MessageCardFieldProps) {
  const intl = useIntl();
  return (
    <CharacterCountField
      as="textarea"
      slot="message-card-field"
      name={name}
      countsCharacters={countsCharacters}
      label={label ?? intl.formatMessage(messages.label)}
      hint={hint === undefined ? intl.formatMessage(messages.hint) : hint}
      {...props}
    />
  );
}
