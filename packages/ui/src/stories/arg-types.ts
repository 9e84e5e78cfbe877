import type { InputType } from 'storybook/internal/types';

/**
 * A props-table row and control for a `cva` variant: docgen cannot see through `VariantProps`, so
 * the options and the default are declared next to the story (keep them in step with the `cva`).
 */
export function variantArgType<T extends string>(
  options: readonly T[],
  defaultValue: NoInfer<T>,
  description: string,
): InputType {
  return {
    control: options.length > 4 ? 'select' : 'inline-radio',
    options,
    description,
    table: {
      type: { summary: options.map((option) => `'${option}'`).join(' | ') },
      defaultValue: { summary: `'${defaultValue}'` },
    },
  };
}

/** A slot that takes React nodes: shown in the table, with no control that would dump React internals. */
export function nodeArgType(description: string): InputType {
  return { control: false, description, table: { type: { summary: 'ReactNode' } } };
}
