/**
 * The profile form of `/my-account` (issue §3): the name (`POST /user/update-profile`) and the
 * mobile number; a new number is confirmed by a code sent to it (`POST /user/update-info`, then
 * `POST /user/verify-update-no-otp`). Loaded with the sign-in dialogs, never on home or product.
 */
import type { UserProfile } from '@hadiya/contract';
import { ApiError } from '@hadiya/contract/client';
import { DEFAULT_PHONE_CODE } from '@hadiya/contract/constants';
import type { RuleIssue } from '@hadiya/contract/messages';
import { validatePhoneNumber } from '@hadiya/contract/phone';
import { ACCOUNT_NAME_MAX_LENGTH } from '@hadiya/contract/rules';
import {
  Button,
  MessageDialog,
  OtpInput,
  PhoneInput,
  type PhoneValue,
  ResendCountdown,
  TextField,
  useLocale,
  useRuleMessage,
} from '@hadiya/ui';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../lib/api';
import { ltr } from '../../lib/shopper';
import { checkName, ruleText } from './account-rules';
import { messages } from './profile-form.messages';

export function ProfileForm({ profile }: { profile: UserProfile }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const revalidator = useRevalidator();
  const api = useMemo(() => browserApi(locale), [locale]);
  const [name, setName] = useState(profile.name ?? '');
  const savedPhone = { phoneCode: profile.phone_code ?? DEFAULT_PHONE_CODE, number: profile.phone_number ?? '' };
  const [phone, setPhone] = useState<PhoneValue>(savedPhone);
  // The server's profile changed (a name saved in the prompt, a confirmed number): show it.
  const [shownProfile, setShownProfile] = useState(profile);
  if (shownProfile !== profile) {
    setShownProfile(profile);
    setName(profile.name ?? '');
    setPhone(savedPhone);
  }
  const [pendingPhone, setPendingPhone] = useState<PhoneValue | null>(null);
  const [code, setCode] = useState('');
  const codeBoxes = useRef<HTMLDivElement>(null);
  const [isBusy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const nameCheck = checkName(name);
  const isPhoneChanged = phone.number !== savedPhone.number || phone.phoneCode !== savedPhone.phoneCode;
  const ruleMessage = useRuleMessage();
  // Shown once the form was sent with it; a change to the number clears it.
  const [phoneIssue, setPhoneIssue] = useState<RuleIssue | null>(null);
  const phoneField = useRef<HTMLDivElement>(null);

  // The server's refusal of the name, shown on the field until the name changes.
  const [nameRefusal, setNameRefusal] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);

  const fail = (error: unknown) => {
    const refused = error instanceof ApiError ? error.fieldErrors.find((field) => field.field === 'name') : undefined;
    if (refused) {
      // A rule of the field: said on the field, which takes the focus (not a dialog about it).
      flushSync(() => setNameRefusal(refused.message));
      nameField.current?.focus();
      return;
    }
    setMessage({
      text: error instanceof ApiError && error.message ? error.message : intl.formatMessage(messages.somethingWrong),
      tone: 'error',
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (nameCheck) {
      nameField.current?.focus();
      return;
    }
    // Spec §5: the number is required. An account that has one can change it, not remove it; an
    // e-mail account that never gave one may save its name without (README, "Choices").
    const issue = phone.number || savedPhone.number ? validatePhoneNumber(phone.phoneCode, phone.number) : null;
    if (issue) {
      // Rendered before focus moves, so the field is read with its message.
      flushSync(() => setPhoneIssue(issue));
      phoneField.current?.querySelector<HTMLInputElement>('input[data-slot="phone-input-number"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      if (isPhoneChanged && phone.number) {
        const result = await api.request('updateInfo', {
          body: { name: name.trim(), phone_code: phone.phoneCode, phone_number: phone.number },
        });
        if (result.otp_sent) {
          setPendingPhone(phone);
          return;
        }
      } else {
        await api.request('updateProfile', { body: { name: name.trim() } });
      }
      setMessage({ text: intl.formatMessage(messages.saved), tone: 'success' });
      await revalidator.revalidate();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (otp: string) => {
    if (!pendingPhone) return;
    setBusy(true);
    try {
      await api.request('verifyUpdateNoOtp', {
        body: { phone_code: pendingPhone.phoneCode, phone_number: pendingPhone.number, otp },
      });
      setPendingPhone(null);
      setMessage({ text: intl.formatMessage(messages.phoneChanged), tone: 'success' });
      await revalidator.revalidate();
    } catch (error) {
      // A refused code: the boxes are emptied and the next code starts in the first, where the
      // message dialog returns the focus when it closes.
      codeBoxes.current?.querySelector('input')?.focus();
      setCode('');
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!pendingPhone) return;
    try {
      await api.request('updateInfo', {
        body: { name: name.trim(), phone_code: pendingPhone.phoneCode, phone_number: pendingPhone.number },
      });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      {pendingPhone ? (
        <section aria-labelledby="confirm-phone" className="flex flex-col gap-4" data-step="confirm-phone">
          <h2 id="confirm-phone" className="text-lg font-semibold">
            {intl.formatMessage(messages.confirmPhone)}
          </h2>
          <p className="text-ink-muted text-sm">
            {intl.formatMessage(messages.codeSentTo, {
              target: ltr(`+${pendingPhone.phoneCode} ${pendingPhone.number}`),
            })}
          </p>
          <OtpInput
            ref={codeBoxes}
            value={code}
            onChange={setCode}
            onComplete={(otp) => void verify(otp)}
            // Read-only, not disabled, while the code is checked: disabling drops the focus to the page.
            isReadOnly={isBusy}
            autoFocus
          />
          <ResendCountdown onResend={() => void resend()} isDisabled={isBusy} />
          <Button variant="ghost" onClick={() => setPendingPhone(null)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </section>
      ) : (
        <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
          <TextField
            label={intl.formatMessage(messages.name)}
            autoComplete="name"
            isRequired
            ref={nameField}
            value={name}
            onChange={(value) => {
              setName(value);
              setNameRefusal(null);
            }}
            // The server's rule (contract `accountNameSchema`): the field stops at its limit.
            maxLength={ACCOUNT_NAME_MAX_LENGTH}
            errorMessage={ruleText(nameCheck, locale, true) ?? nameRefusal ?? undefined}
          />
          {profile.email ? (
            <TextField label={intl.formatMessage(messages.email)} value={profile.email} dir="ltr" readOnly />
          ) : null}
          <PhoneInput
            ref={phoneField}
            value={phone}
            onChange={(value) => {
              setPhone(value);
              setPhoneIssue(null);
            }}
            isInvalid={phoneIssue ? true : undefined}
            errorMessage={
              phoneIssue
                ? ruleMessage(phoneIssue.key, { phoneCode: phone.phoneCode, params: phoneIssue.params })
                : undefined
            }
          />
          <Button type="submit" isLoading={isBusy} disabled={nameCheck !== null} className="self-start">
            {intl.formatMessage(messages.save)}
          </Button>
        </form>
      )}
      <MessageDialog
        open={message !== null}
        onOpenChange={(open) => !open && setMessage(null)}
        message={message?.text ?? ''}
        tone={message?.tone ?? 'error'}
      />
    </>
  );
}
