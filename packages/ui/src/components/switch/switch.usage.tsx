import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Switch } from './switch';

/** Usage notes on Switch's docs page (`parameters.docs.usage`). */
export function SwitchUsage() {
  return (
    <UsageNotes
      when={[
        'An on/off setting that applies as soon as it changes: “Pay with my wallet balance” at checkout (`WalletToggle` is built on it).',
        'Agreeing to something, or options sent later with a form, is a `Checkbox`; one choice among several is a `RadioGroup`.',
      ]}
      dos={[
        {
          text: 'Name the setting in `label` and say what it does or depends on in `description`; a click on the label toggles it too.',
          example: (
            <Switch
              label={<Sample ar="استخدم رصيد المحفظة" en="Use wallet balance" />}
              description={<Sample ar="الرصيد المتاح ٥٠ ر.س" en="Available balance SAR 50" />}
              defaultChecked
            />
          ),
        },
        {
          text: 'Apply the change from `onCheckedChange(checked)`. Give `name` (and `value`) when a plain form should carry it: the native checkbox submits `name=value` while on.',
        },
        {
          text: 'When it cannot be used, show it with `isDisabled` and the reason in `description`, as the empty wallet does.',
          example: (
            <Switch
              label={<Sample ar="استخدم رصيد المحفظة" en="Use wallet balance" />}
              description={<Sample ar="محفظتك فارغة." en="Your wallet is empty." />}
              isDisabled
            />
          ),
        },
      ]}
      donts={[
        { text: 'Use a switch for something that only happens after Save or Pay: that is a `Checkbox`.' },
        { text: 'Put the state in the label (“Wallet: on”): the switch itself is read as on or off.' },
      ]}
      keyboard={[
        ['Tab', 'Moves to the switch (skipped while disabled).'],
        ['Space', 'Turns it on or off.'],
      ]}
      screenReader={[
        'A native checkbox with `role="switch"`, read as a switch that is on or off and named by its visible label; the `description` (and any `aria-describedby` you pass) is read after it.',
        'The thumb is decorative (`aria-hidden`); it slides towards the end of the reading direction, to the left in Arabic.',
      ]}
    />
  );
}
