import type { MessageDescriptor } from 'react-intl';

/** Arabic text for every message of a component's `defineMessages` block, keyed the same way. */
export type Translations<TMessages extends Record<string, MessageDescriptor>> = {
  readonly [Key in keyof TMessages]: string;
};

export interface MessageModule {
  messages: Record<string, MessageDescriptor>;
  arabic: Record<string, string>;
}
