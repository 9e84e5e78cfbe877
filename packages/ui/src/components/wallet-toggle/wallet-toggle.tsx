import { Wallet } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { useControllableState } from '../../lib/use-controllable-state';
import { useLocale } from '../../lib/use-locale';
import { Switch } from '../switch';
import { messages } from './messages';

export interface WalletToggleProps extends Omit<ComponentProps<'section'>, 'children' | 'onChange'> {
  /** Wallet balance in halalas (`GET /user/wallet`). */
  balance: number;
  /** Whether the wallet pays (controlled). */
  checked?: boolean;
  /** Whether the wallet pays at first (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called when the shopper turns the wallet on or off (then `POST /wallet/apply`). */
  onCheckedChange?: (checked: boolean) => void;
  /** What the server applied from the wallet, in halalas; shown while on. */
  appliedAmount?: number;
  /** The wallet pays the whole total: no other method is needed. @default false */
  coversTotal?: boolean;
  /** Form field name; submits `true` while on. @default 'use_wallet' */
  name?: string;
  /** The server is applying the change (`aria-busy`, switch locked). @default false */
  isPending?: boolean;
  /** @default false (also disabled when the balance is 0) */
  isDisabled?: boolean;
  /** The server's refusal, shown under the switch and announced (`role="alert"`). */
  errorMessage?: ReactNode;
  /** Heading level of "Wallet", to fit the page's outline (a checkout step's section). @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The wallet at checkout (issue 14 §1): the balance, a "pay with my wallet" switch and the amount
 * the server applied. `data-state` is `on`/`off`; an empty wallet is disabled with a note.
 */
export function WalletToggle({
  balance,
  checked,
  defaultChecked = false,
  onCheckedChange,
  appliedAmount,
  coversTotal = false,
  name = 'use_wallet',
  isPending = false,
  isDisabled = false,
  errorMessage,
  headingLevel = 3,
  className,
  ...props
}: WalletToggleProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const [isOn, setIsOn] = useControllableState(checked, defaultChecked);
  const isEmpty = balance <= 0;
  const money = (amount: number) => formatPrice(amount, locale);
  const hasError = errorMessage != null && errorMessage !== false && errorMessage !== '';

  return (
    <section
      data-slot="wallet-toggle"
      data-state={isOn ? 'on' : 'off'}
      aria-labelledby={`${id}-title`}
      aria-busy={isPending || undefined}
      className={cn('flex flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4', className)}
      {...props}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-leaf-50 text-leaf-800 [&_svg]:size-5">
          <Wallet aria-hidden />
        </span>
        <div className="flex min-w-0 flex-col">
          <Heading id={`${id}-title`} className="text-start font-semibold">
            {intl.formatMessage(messages.title)}
          </Heading>
          <p data-slot="wallet-toggle-balance" className="text-start text-ink-muted text-sm tabular-nums">
            {intl.formatMessage(messages.balance, { amount: money(balance) })}
          </p>
        </div>
      </div>
      <Switch
        name={name}
        value="true"
        label={intl.formatMessage(messages.use)}
        description={isEmpty ? intl.formatMessage(messages.empty) : undefined}
        checked={isOn}
        onCheckedChange={(next) => {
          setIsOn(next);
          onCheckedChange?.(next);
        }}
        isDisabled={isDisabled || isPending || isEmpty}
        aria-describedby={hasError ? `${id}-error` : undefined}
      />
      <div aria-live="polite" className="empty:hidden">
        {isOn && appliedAmount !== undefined && appliedAmount > 0 ? (
          <p data-slot="wallet-toggle-applied" className="text-start text-sm text-success-700">
            {coversTotal
              ? intl.formatMessage(messages.coversTotal)
              : intl.formatMessage(messages.applied, { amount: money(appliedAmount) })}
          </p>
        ) : null}
      </div>
      {hasError ? (
        <p
          id={`${id}-error`}
          role="alert"
          data-slot="wallet-toggle-error"
          className="text-start text-danger-700 text-sm"
        >
          {errorMessage}
        </p>
      ) : null}
    </section>
  );
}
