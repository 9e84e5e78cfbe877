import { ENGRAVING_MAX_LENGTH, engravingMaxLengthOf } from '@hadiya/contract/constants';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CharacterCountField, type CharacterCountFieldOwnProps } from '../message-card-field/character-count-field';
import { messages } from './messages';

export interface EngravingFieldProps
  extends Omit<CharacterCountFieldOwnProps, 'label' | 'maxLength'>,
    Omit<ComponentProps<'input'>, keyof CharacterCountFieldOwnProps | 'required' | 'disabled' | 'children' | 'type'> {
  /** The product's engraving limit; never above the store's (spec §5 `{max}`). @default ENGRAVING_MAX_LENGTH */
  maxLength?: number;
  /** Names the line in the label ("Engraving text for Aloe"), for a checkout with several lines. */
  productTitle?: string;
  /** Replaces the built-in label. */
  label?: ReactNode;
  /** Form field name. @default 'engraving' */
  name?: string;
}

/**
 * A line's engraving text (spec §5, issue 14 §1): one line with an "N characters left"
 * counter, capped at the product's limit and the contract's `ENGRAVING_MAX_LENGTH`.
 */
export function EngravingField({
  maxLength = ENGRAVING_MAX_LENGTH,
  productTitle,
  label,
  name = 'engraving',
  ...props
}: EngravingFieldProps) {
  const intl = useIntl();
  return (
    <CharacterCountField
      as="input"
      slot="engraving-field"
      name={name}
      autoComplete="off"
      maxLength={engravingMaxLengthOf(maxLength)}
      label={
        label ??
        (productTitle
          ? intl.formatMessage(messages.lineLabel, { title: productTitle })
          : intl.formatMessage(messages.label))
      }
      {...props}
    />
  );
}
