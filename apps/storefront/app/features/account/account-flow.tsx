/**
 * The account dialogs of spec §2 and §4, switched by name: mobile sign-in (number → code), e-mail
 * sign-in (with the code step for an unverified address), sign-up (→ code), forgot password
 * (e-mail → code → new password), the account-name prompt, and the logout and delete-account
 * questions. Loaded on demand (shell.tsx): none of it is in the initial bundle.
 */
import type { ApiClient, LoginData } from '@hadiya/contract';
import { ApiError } from '@hadiya/contract/client';
import { DEFAULT_PHONE_CODE, DELETE_ACCOUNT_PHRASE, NAME_PROMPT_DELAY_MS } from '@hadiya/contract/constants';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  MessageDialog,
  OtpInput,
  PhoneInput,
  type PhoneValue,
  ResendCountdown,
  TextField,
  useLocale,
} from '@hadiya/ui';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useRevalidator } from 'react-router';
import { browserApi } from '../../lib/api';
import { ltr, type Shopper } from '../../lib/shopper';
import type { AccountDialogName, AccountRequest } from './account-dialogs';
import { messages } from './account-flow.messages';
import { checkConfirm, checkEmail, checkName, checkPassword, ruleText } from './account-rules';
import { deviceFields } from './device';
import { SocialButtons } from './social-sign-in';

type MessageTone = 'error' | 'info' | 'success';

/** What every step needs: the API, the shopper's guest, and how to move on. */
export interface FlowContext {
  api: ApiClient;
  guestUserId: number | null;
  isCountrySelectable: boolean;
  navigate: (dialog: AccountDialogName) => void;
  close: () => void;
  /** Shows a server message in the spec's message dialog (§8: 5 s, OK). */
  showMessage: (text: string, tone?: MessageTone) => void;
  showError: (error: unknown) => void;
  /** The session changed: server-rendered data is loaded again for the signed-in shopper. */
  signedIn: () => Promise<void>;
}

export interface AccountFlowProps {
  /** The open dialog, or null when none is. */
  request: AccountRequest | null;
  shopper: Shopper;
  /** Spec §2: the country selector is clickable only where the store allows it (a setting). */
  isCountrySelectable?: boolean;
  onClose: () => void;
  onNavigate: (dialog: AccountDialogName) => void;
}

export function AccountFlow({ request, shopper, isCountrySelectable = false, onClose, onNavigate }: AccountFlowProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const revalidator = useRevalidator();
  // Sign-in answers a 401 about the credentials, not about the session: no restart on it.
  const api = useMemo(() => browserApi(locale, { restartOnExpiry: false }), [locale]);
  const [message, setMessage] = useState<{ text: string; tone: MessageTone } | null>(null);
  const [isBusy, setBusy] = useState(false);
  const dialog = request?.dialog ?? null;

  const context: FlowContext = {
    api,
    guestUserId: shopper.kind === 'guest' ? shopper.guestUserId : null,
    isCountrySelectable,
    navigate: onNavigate,
    close: onClose,
    showMessage: (text, tone = 'error') => setMessage({ text, tone }),
    showError: (error) =>
      setMessage({
        text: error instanceof ApiError && error.message ? error.message : intl.formatMessage(messages.somethingWrong),
        tone: 'error',
      }),
    signedIn: async () => {
      await revalidator.revalidate();
      request?.onSignedIn?.();
    },
  };

  /** Logout and delete account end the session; `/` then starts a fresh guest (spec §4). */
  const endSession = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      window.location.assign('/');
    } catch (error) {
      setBusy(false);
      onClose();
      context.showError(error);
    }
  };

  const steps: Partial<Record<AccountDialogName, { title: string; body: ReactNode }>> = {
    signin: { title: intl.formatMessage(messages.signinTitle), body: <MobileSignIn context={context} /> },
    'signin-email': { title: intl.formatMessage(messages.signinEmailTitle), body: <EmailSignIn context={context} /> },
    signup: { title: intl.formatMessage(messages.signupTitle), body: <SignUp context={context} /> },
    'forgot-password': { title: intl.formatMessage(messages.forgotTitle), body: <ForgotPassword context={context} /> },
    'account-name': { title: intl.formatMessage(messages.accountNameTitle), body: <AccountName context={context} /> },
  };
  const step = dialog ? steps[dialog] : undefined;

  return (
    <>
      <Dialog open={step !== undefined} onOpenChange={(open) => !open && onClose()}>
        <DialogContent size="sm" aria-describedby={undefined} data-account-dialog={dialog ?? undefined}>
          <DialogHeader>
            <DialogTitle>{step?.title}</DialogTitle>
          </DialogHeader>
          {/* A new name is a new step: its fields start empty. */}
          <div key={dialog}>{step?.body}</div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={dialog === 'logout'}
        onOpenChange={(open) => !open && onClose()}
        title={intl.formatMessage(messages.logoutTitle)}
        description={intl.formatMessage(messages.logoutText)}
        isConfirming={isBusy && dialog === 'logout'}
        onConfirm={() => void endSession(() => api.request('logout', {}))}
        onCancel={onClose}
      />
      <ConfirmDialog
        open={dialog === 'delete-account'}
        onOpenChange={(open) => !open && onClose()}
        tone="danger"
        title={intl.formatMessage(messages.deleteTitle)}
        description={intl.formatMessage(messages.deleteText)}
        isConfirming={isBusy && dialog === 'delete-account'}
        onConfirm={() =>
          void endSession(() => api.request('deleteAccount', { body: { confirmation: DELETE_ACCOUNT_PHRASE } }))
        }
        onCancel={onClose}
      />
      <MessageDialog
        open={message !== null}
        onOpenChange={(open) => !open && setMessage(null)}
        message={message?.text ?? ''}
        tone={message?.tone ?? 'error'}
      />
    </>
  );
}

function OtherWays({ context, current }: { context: FlowContext; current: 'mobile' | 'email' }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-ink-muted text-sm" aria-hidden>
        <span className="h-px flex-1 bg-line" />
        {intl.formatMessage(messages.or)}
        <span className="h-px flex-1 bg-line" />
      </div>
      <SocialButtons context={context} onSignedIn={(data) => afterSignIn(context, data)} />
      <Button
        variant="secondary"
        isFullWidth
        onClick={() => context.navigate(current === 'mobile' ? 'signin-email' : 'signin')}
      >
        {intl.formatMessage(current === 'mobile' ? messages.useEmail : messages.useMobile)}
      </Button>
      <Button variant="link" className="self-center" onClick={() => context.navigate('signup')}>
        {intl.formatMessage(messages.createAccount)}
      </Button>
    </div>
  );
}

/** The 4-box code (auto-submitted when complete, spec §4) and the 60 s resend countdown. */
function OtpStep({
  target,
  onVerify,
  onResend,
  isBusy,
}: {
  target: string;
  onVerify: (code: string) => Promise<boolean>;
  onResend: () => void;
  isBusy: boolean;
}) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  return (
    <div className="flex flex-col gap-4" data-step="otp">
      <p className="text-ink-muted text-sm">{intl.formatMessage(messages.otpSentTo, { target: ltr(target) })}</p>
      <OtpInput
        value={code}
        onChange={setCode}
        isDisabled={isBusy}
        autoFocus
        onComplete={(complete) => {
          void onVerify(complete).then((isDone) => {
            if (!isDone) setCode('');
          });
        }}
      />
      <ResendCountdown onResend={onResend} isDisabled={isBusy} />
    </div>
  );
}

function SignedInNotice() {
  const intl = useIntl();
  return (
    <p role="status" className="rounded-md bg-success-50 px-4 py-3 text-center font-medium text-success-700">
      {intl.formatMessage(messages.signedIn)}
    </p>
  );
}

/**
 * After a sign-in: spec §4, 1 s, then a named account closes the dialog and one without a name
 * goes to the name prompt. A new mobile account always names itself (its number carries no name);
 * sign-up and social accounts arrive with one.
 */
export function afterSignIn(context: FlowContext, data: LoginData, { isNewAccountUnnamed = false } = {}) {
  const isNamed = Boolean(data.name?.trim()) && !(isNewAccountUnnamed && data.is_new_account);
  void context.signedIn();
  window.setTimeout(() => (isNamed ? context.close() : context.navigate('account-name')), NAME_PROMPT_DELAY_MS);
}

function MobileSignIn({ context }: { context: FlowContext }) {
  const intl = useIntl();
  const [phone, setPhone] = useState<PhoneValue>({ phoneCode: DEFAULT_PHONE_CODE, number: '' });
  const [step, setStep] = useState<'phone' | 'otp' | 'done'>('phone');
  const [isBusy, setBusy] = useState(false);

  const send = async (value: PhoneValue) => {
    setBusy(true);
    try {
      await context.api.request('sendOtp', {
        body: { phone_code: value.phoneCode, phone_number: value.number, guest_user_id: context.guestUserId },
      });
      setStep('otp');
    } catch (error) {
      context.showError(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (otp: string) => {
    setBusy(true);
    try {
      const data = await context.api.request('verifyOtp', {
        body: {
          otp,
          phone_code: phone.phoneCode,
          phone_number: phone.number,
          guest_user_id: context.guestUserId,
          ...deviceFields(),
        },
      });
      setStep('done');
      afterSignIn(context, data, { isNewAccountUnnamed: true });
      return true;
    } catch (error) {
      context.showError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (step === 'done') return <SignedInNotice />;
  if (step === 'otp') {
    return (
      <OtpStep
        target={`+${phone.phoneCode} ${phone.number}`}
        isBusy={isBusy}
        onVerify={verify}
        onResend={() => void send(phone)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4" data-step="phone">
      <p className="text-ink-muted text-sm">{intl.formatMessage(messages.signinIntro)}</p>
      {/* Spec §4: the code is sent by itself once the number is complete. */}
      <PhoneInput
        value={phone}
        onChange={setPhone}
        onComplete={(value) => void send(value)}
        isCountryDisabled={!context.isCountrySelectable}
        isDisabled={isBusy}
      />
      {isBusy ? (
        <p role="status" className="text-ink-muted text-sm">
          {intl.formatMessage(messages.sendingCode)}
        </p>
      ) : null}
      <OtherWays context={context} current="mobile" />
    </div>
  );
}

/** A form that shows its rules' messages once it was sent (or a field was left). */
function useFormRules() {
  const [isSubmitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  return {
    isShown: (field: string) => isSubmitted || left.has(field),
    onBlur: (field: string) => () => setLeft((current) => new Set(current).add(field)),
    submit: () => setSubmitted(true),
  };
}

function EmailSignIn({ context }: { context: FlowContext }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isRemembered, setRemembered] = useState(false);
  const [step, setStep] = useState<'form' | 'otp' | 'done'>('form');
  const [isBusy, setBusy] = useState(false);
  const rules = useFormRules();
  const emailCheck = checkEmail(email);
  const passwordCheck = checkPassword(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    rules.submit();
    if (emailCheck || passwordCheck) return;
    setBusy(true);
    try {
      const data = await context.api.request('login', {
        body: {
          login_type: 'email_password',
          email: email.trim(),
          password,
          remember_me: isRemembered,
          guest_user_id: context.guestUserId,
          ...deviceFields(),
        },
      });
      setStep('done');
      await context.signedIn();
      window.setTimeout(context.close, NAME_PROMPT_DELAY_MS);
      void data;
    } catch (error) {
      context.showError(error);
      // Spec §4/§8: an unverified e-mail shows the server's message and opens the code step.
      if (error instanceof ApiError && error.statusCode === 403) setStep('otp');
    } finally {
      setBusy(false);
    }
  };

  if (step === 'done') return <SignedInNotice />;
  if (step === 'otp') {
    return <EmailOtp context={context} email={email.trim()} isRemembered={isRemembered} sendFirst={false} />;
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-step="form">
      <TextField
        label={intl.formatMessage(messages.email)}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        isRequired
        value={email}
        onChange={setEmail}
        onBlur={rules.onBlur('email')}
        errorMessage={ruleText(emailCheck, locale, rules.isShown('email'))}
      />
      <TextField
        label={intl.formatMessage(messages.password)}
        type="password"
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={setPassword}
        onBlur={rules.onBlur('password')}
        errorMessage={ruleText(passwordCheck, locale, rules.isShown('password'))}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox
          label={intl.formatMessage(messages.rememberMe)}
          checked={isRemembered}
          onCheckedChange={(checked) => setRemembered(checked === true)}
        />
        <Button variant="link" type="button" onClick={() => context.navigate('forgot-password')}>
          {intl.formatMessage(messages.forgotPassword)}
        </Button>
      </div>
      <Button type="submit" isFullWidth isLoading={isBusy}>
        {intl.formatMessage(messages.signIn)}
      </Button>
      <OtherWays context={context} current="email" />
    </form>
  );
}

/** The e-mail code step of sign-up and of an unverified sign-in: verified → signed in, closed. */
function EmailOtp({
  context,
  email,
  isRemembered,
  sendFirst,
}: {
  context: FlowContext;
  email: string;
  isRemembered: boolean;
  sendFirst: boolean;
}) {
  const [isBusy, setBusy] = useState(false);
  const [isDone, setDone] = useState(false);
  const [hasSent, setSent] = useState(!sendFirst);

  const resend = async () => {
    try {
      await context.api.request('resendEmailOtp', { body: { email } });
    } catch (error) {
      context.showError(error);
    }
  };
  if (!hasSent) {
    setSent(true);
    void resend();
  }

  const verify = async (otp: string) => {
    setBusy(true);
    try {
      const data = await context.api.request('verifyEmailOtp', {
        body: { otp, email, remember_me: isRemembered, guest_user_id: context.guestUserId, ...deviceFields() },
      });
      setDone(true);
      afterSignIn(context, data);
      return true;
    } catch (error) {
      context.showError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (isDone) return <SignedInNotice />;
  return <OtpStep target={email} isBusy={isBusy} onVerify={verify} onResend={() => void resend()} />;
}

function SignUp({ context }: { context: FlowContext }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [isBusy, setBusy] = useState(false);
  const rules = useFormRules();
  const checks = {
    name: checkName(name),
    email: checkEmail(email),
    password: checkPassword(password),
    confirm: checkConfirm(password, confirm),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    rules.submit();
    if (Object.values(checks).some(Boolean)) return;
    setBusy(true);
    try {
      await context.api.request('register', {
        body: {
          name: name.trim(),
          email: email.trim(),
          password,
          confirmPassword: confirm,
          guest_user_id: context.guestUserId,
          ...deviceFields(),
        },
      });
      setStep('otp');
    } catch (error) {
      context.showError(error);
    } finally {
      setBusy(false);
    }
  };

  if (step === 'otp') return <EmailOtp context={context} email={email.trim()} isRemembered={false} sendFirst={false} />;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-step="form">
      <TextField
        label={intl.formatMessage(messages.username)}
        autoComplete="name"
        isRequired
        value={name}
        onChange={setName}
        onBlur={rules.onBlur('name')}
        errorMessage={ruleText(checks.name, locale, rules.isShown('name'))}
      />
      <TextField
        label={intl.formatMessage(messages.email)}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        isRequired
        value={email}
        onChange={setEmail}
        onBlur={rules.onBlur('email')}
        errorMessage={ruleText(checks.email, locale, rules.isShown('email'))}
      />
      <TextField
        label={intl.formatMessage(messages.password)}
        type="password"
        autoComplete="new-password"
        isRequired
        value={password}
        onChange={setPassword}
        onBlur={rules.onBlur('password')}
        errorMessage={ruleText(checks.password, locale, rules.isShown('password'))}
      />
      <TextField
        label={intl.formatMessage(messages.confirmPassword)}
        type="password"
        autoComplete="new-password"
        isRequired
        value={confirm}
        onChange={setConfirm}
        onBlur={rules.onBlur('confirm')}
        errorMessage={ruleText(checks.confirm, locale, rules.isShown('confirm'))}
      />
      <Button type="submit" isFullWidth isLoading={isBusy}>
        {intl.formatMessage(messages.signUp)}
      </Button>
      <Button variant="link" type="button" className="self-center" onClick={() => context.navigate('signin')}>
        {intl.formatMessage(messages.haveAccount)}
      </Button>
    </form>
  );
}

function ForgotPassword({ context }: { context: FlowContext }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [step, setStep] = useState<'forgot-password' | 'otp' | 'new-password'>('forgot-password');
  const [isBusy, setBusy] = useState(false);
  const rules = useFormRules();
  const emailCheck = checkEmail(email, { requireDotCom: false });
  const passwordCheck = checkPassword(password);
  const confirmCheck = checkConfirm(password, confirm);

  const sendCode = async () => {
    setBusy(true);
    try {
      await context.api.request('forgotPassword', { body: { email: email.trim() } });
      setStep('otp');
    } catch (error) {
      context.showError(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (otp: string) => {
    setBusy(true);
    try {
      const data = await context.api.request('verifyForgotPasswordOtp', { body: { otp, email: email.trim() } });
      setToken(data.token);
      setStep('new-password');
      return true;
    } catch (error) {
      context.showError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const change = async (event: FormEvent) => {
    event.preventDefault();
    rules.submit();
    if (passwordCheck || confirmCheck) return;
    setBusy(true);
    try {
      await context.api.request('changePassword', { body: { token, password, confirmPassword: confirm } });
      // Spec §4: the dialog closes and the shopper goes to `/`.
      context.close();
      context.showMessage(intl.formatMessage(messages.passwordChanged), 'success');
      navigate('/');
    } catch (error) {
      context.showError(error);
    } finally {
      setBusy(false);
    }
  };

  if (step === 'otp') {
    return <OtpStep target={email.trim()} isBusy={isBusy} onVerify={verify} onResend={() => void sendCode()} />;
  }
  if (step === 'new-password') {
    return (
      <form
        noValidate
        onSubmit={(event) => void change(event)}
        className="flex flex-col gap-4"
        data-step="new-password"
      >
        <p className="font-medium">{intl.formatMessage(messages.newPasswordTitle)}</p>
        <TextField
          label={intl.formatMessage(messages.newPassword)}
          type="password"
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={setPassword}
          onBlur={rules.onBlur('password')}
          errorMessage={ruleText(passwordCheck, locale, rules.isShown('password'))}
        />
        <TextField
          label={intl.formatMessage(messages.confirmPassword)}
          type="password"
          autoComplete="new-password"
          isRequired
          value={confirm}
          onChange={setConfirm}
          onBlur={rules.onBlur('confirm')}
          errorMessage={ruleText(confirmCheck, locale, rules.isShown('confirm'))}
        />
        <Button type="submit" isFullWidth isLoading={isBusy}>
          {intl.formatMessage(messages.save)}
        </Button>
      </form>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        rules.submit();
        if (!emailCheck) void sendCode();
      }}
      className="flex flex-col gap-4"
      data-step="forgot-password"
    >
      <p className="text-ink-muted text-sm">{intl.formatMessage(messages.forgotIntro)}</p>
      <TextField
        label={intl.formatMessage(messages.email)}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        isRequired
        value={email}
        onChange={setEmail}
        onBlur={rules.onBlur('email')}
        errorMessage={ruleText(emailCheck, locale, rules.isShown('email'))}
      />
      <Button type="submit" isFullWidth isLoading={isBusy}>
        {intl.formatMessage(messages.sendCode)}
      </Button>
    </form>
  );
}

function AccountName({ context }: { context: FlowContext }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [name, setName] = useState('');
  const [isBusy, setBusy] = useState(false);
  const check = checkName(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (check) return;
    setBusy(true);
    try {
      await context.api.request('updateName', { body: { name: name.trim() } });
      await context.signedIn();
      context.close();
    } catch (error) {
      context.showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-step="account-name">
      <p className="text-ink-muted text-sm">{intl.formatMessage(messages.accountNameIntro)}</p>
      <TextField
        label={intl.formatMessage(messages.name)}
        autoComplete="name"
        isRequired
        value={name}
        onChange={setName}
        errorMessage={ruleText(check, locale, name.length > 0)}
      />
      {/* Spec §5: the submit button is disabled while the form is invalid. */}
      <Button type="submit" isFullWidth isLoading={isBusy} disabled={check !== null}>
        {intl.formatMessage(messages.save)}
      </Button>
    </form>
  );
}
