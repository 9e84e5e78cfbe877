/**
 * The account dialogs of spec §2 and §4, switched by name: mobile sign-in (number → code), e-mail
 * sign-in (with the code step for an unverified address), sign-up (→ code), forgot password
 * (e-mail → code → new password), the account-name prompt, and the logout and delete-account
 * questions. Loaded on demand (shell.tsx): none of it is in the initial bundle.
 */
import type { ApiClient, LoginData } from '@hadiya/contract';
import { ApiError } from '@hadiya/contract/client';
import { DELETE_ACCOUNT_PHRASE, NAME_PROMPT_DELAY_MS } from '@hadiya/contract/constants';
import {
  AccountNameForm,
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  EmailSignInForm,
  ForgotPasswordForm,
  MessageDialog,
  MobileSignInStep,
  type MobileSignInValues,
  NewPasswordForm,
  OtpStep,
  SignUpForm,
  useLocale,
} from '@hadiya/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useNavigate, useRevalidator } from 'react-router';
import { browserApi } from '../../lib/api';
import { ltr, type Shopper } from '../../lib/shopper';
import type { AccountDialogName, AccountRequest } from './account-dialogs';
import { messages } from './account-flow.messages';
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
    showError: (error) => setMessage({ text: messageOf(error, intl), tone: 'error' }),
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

  // A step that follows another in the open dialog replaces the content that had the focus, which
  // would drop to the page. The name prompt after a sign-in focuses its one field; another step
  // keeps the focus on the dialog itself (a field focused unasked would show its "required"
  // message when the shopper's first click leaves it, moving the button under the pointer).
  const stepBody = useRef<HTMLDivElement>(null);
  const shownStep = useRef(dialog);
  useEffect(() => {
    const previous = shownStep.current;
    shownStep.current = dialog;
    const body = stepBody.current;
    if (!previous || !dialog || previous === dialog || !body || body.contains(document.activeElement)) return;
    const target =
      dialog === 'account-name'
        ? body.querySelector<HTMLElement>('input:not([disabled])')
        : body.closest<HTMLElement>('[role="dialog"]');
    target?.focus();
  }, [dialog]);

  return (
    <>
      <Dialog open={step !== undefined} onOpenChange={(open) => !open && onClose()}>
        <DialogContent size="sm" aria-describedby={undefined} data-account-dialog={dialog ?? undefined}>
          <DialogHeader>
            <DialogTitle>{step?.title}</DialogTitle>
          </DialogHeader>
          {/* A new name is a new step: its fields start empty. */}
          <div key={dialog} ref={stepBody}>
            {step?.body}
          </div>
        </DialogContent>
      </Dialog>
      {/* No and Escape reach onCancel; ConfirmDialog also reports them to onOpenChange, so only one closes. */}
      <ConfirmDialog
        open={dialog === 'logout'}
        title={intl.formatMessage(messages.logoutTitle)}
        description={intl.formatMessage(messages.logoutText)}
        isConfirming={isBusy && dialog === 'logout'}
        onConfirm={() => void endSession(() => api.request('logout', {}))}
        onCancel={onClose}
      />
      <ConfirmDialog
        open={dialog === 'delete-account'}
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

/** The server's message of a failed request, or a general one when it has none. */
function messageOf(error: unknown, intl: IntlShape): string {
  return error instanceof ApiError && error.message ? error.message : intl.formatMessage(messages.somethingWrong);
}

/** A request of a step: busy while it runs, the server's message in the message dialog (§8). */
function useRequest(context: FlowContext) {
  const [isBusy, setBusy] = useState(false);
  const run = async <T,>(request: () => Promise<T>, onError?: (error: unknown) => void): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await request();
    } catch (error) {
      context.showError(error);
      onError?.(error);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, run };
}

/**
 * The code step (design system): auto-submitted when complete (§4), 60 s resend countdown. It opens
 * with the first box focused; a refused code clears the boxes, shows the server's message under them
 * and focuses the first box again (the message dialog returns focus there), so the next code
 * submits itself too.
 */
function CodeStep({
  destination,
  onVerify,
  onResend,
  isBusy,
  onChange,
}: {
  destination: string;
  /** Checks the code; `onRefused` is called with the error when the server refuses it. */
  onVerify: (otp: string, onRefused: (error: unknown) => void) => void;
  onResend: () => void;
  isBusy: boolean;
  onChange?: () => void;
}) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | undefined>();
  return (
    <div data-step="otp">
      <OtpStep
        destination={ltr(destination)}
        autoFocus
        isSubmitting={isBusy}
        serverError={refusal}
        onSubmit={({ otp }) => {
          // Cleared on every try, so the same message again is a new answer that clears the boxes.
          setRefusal(undefined);
          onVerify(otp, (error) => setRefusal(messageOf(error, intl)));
        }}
        onResend={() => {
          setRefusal(undefined);
          onResend();
        }}
        onChangeDestination={onChange}
      />
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
  const [phone, setPhone] = useState<MobileSignInValues | null>(null);
  const [step, setStep] = useState<'phone' | 'otp' | 'done'>('phone');
  const { isBusy, run } = useRequest(context);

  const send = async (value: MobileSignInValues) => {
    const sent = await run(() =>
      context.api.request('sendOtp', { body: { ...value, guest_user_id: context.guestUserId } }),
    );
    if (sent === undefined) return;
    setPhone(value);
    setStep('otp');
  };

  const verify = async (otp: string, onRefused: (error: unknown) => void) => {
    if (!phone) return;
    const data = await run(
      () =>
        context.api.request('verifyOtp', {
          body: { otp, ...phone, guest_user_id: context.guestUserId, ...deviceFields() },
        }),
      onRefused,
    );
    if (!data) return;
    setStep('done');
    afterSignIn(context, data, { isNewAccountUnnamed: true });
  };

  if (step === 'done') return <SignedInNotice />;
  if (step === 'otp' && phone) {
    return (
      <CodeStep
        destination={`+${phone.phone_code} ${phone.phone_number}`}
        isBusy={isBusy}
        onVerify={(otp, onRefused) => void verify(otp, onRefused)}
        onResend={() => void send(phone)}
        onChange={() => setStep('phone')}
      />
    );
  }
  return (
    <div data-step="phone">
      {/* Spec §4: the code is sent by itself once the number is complete. */}
      <MobileSignInStep
        defaultValues={phone ?? undefined}
        isSubmitting={isBusy}
        isCountryEditable={context.isCountrySelectable}
        onSubmit={(value) => void send(value)}
        onEmailSignIn={() => context.navigate('signin-email')}
        socialButtons={<SocialButtons context={context} onSignedIn={(data) => afterSignIn(context, data)} />}
      />
      <Button variant="link" className="mt-3 w-full" onClick={() => context.navigate('signup')}>
        <CreateAccountLabel />
      </Button>
    </div>
  );
}

function CreateAccountLabel() {
  const intl = useIntl();
  return <>{intl.formatMessage(messages.createAccount)}</>;
}

function EmailSignIn({ context }: { context: FlowContext }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [isRemembered, setRemembered] = useState(false);
  const [step, setStep] = useState<'form' | 'otp' | 'done'>('form');
  const { isBusy, run } = useRequest(context);

  const submit = async (values: { email: string; password: string; remember: boolean }) => {
    setEmail(values.email);
    setRemembered(values.remember);
    const data = await run(
      () =>
        context.api.request('login', {
          body: {
            login_type: 'email_password',
            email: values.email,
            password: values.password,
            remember_me: values.remember,
            guest_user_id: context.guestUserId,
            ...deviceFields(),
          },
        }),
      // Spec §4/§8: an unverified e-mail shows the server's message and opens the code step.
      (error) => {
        // Only that refusal: another 403 (a request refused as cross-site, say) is no reason for a code.
        if (error instanceof ApiError && error.reason === 'email_not_verified') setStep('otp');
      },
    );
    if (!data) return;
    setStep('done');
    await context.signedIn();
    window.setTimeout(context.close, NAME_PROMPT_DELAY_MS);
  };

  if (step === 'done') return <SignedInNotice />;
  if (step === 'otp') return <EmailOtp context={context} email={email} isRemembered={isRemembered} />;
  return (
    <div data-step="form" className="flex flex-col gap-3">
      <EmailSignInForm
        defaultEmail={email}
        isSubmitting={isBusy}
        onSubmit={(values) => void submit(values)}
        onForgotPassword={() => context.navigate('forgot-password')}
        onCreateAccount={() => context.navigate('signup')}
      />
      <Button variant="secondary" isFullWidth onClick={() => context.navigate('signin')}>
        {intl.formatMessage(messages.useMobile)}
      </Button>
    </div>
  );
}

/** The e-mail code step of sign-up and of an unverified sign-in: verified → signed in, closed. */
function EmailOtp({ context, email, isRemembered }: { context: FlowContext; email: string; isRemembered: boolean }) {
  const [isDone, setDone] = useState(false);
  const { isBusy, run } = useRequest(context);

  const verify = async (otp: string, onRefused: (error: unknown) => void) => {
    const data = await run(
      () =>
        context.api.request('verifyEmailOtp', {
          body: { otp, email, remember_me: isRemembered, guest_user_id: context.guestUserId, ...deviceFields() },
        }),
      onRefused,
    );
    if (!data) return;
    setDone(true);
    afterSignIn(context, data);
  };

  if (isDone) return <SignedInNotice />;
  return (
    <CodeStep
      destination={email}
      isBusy={isBusy}
      onVerify={(otp, onRefused) => void verify(otp, onRefused)}
      onResend={() => void run(() => context.api.request('resendEmailOtp', { body: { email } }))}
    />
  );
}

function SignUp({ context }: { context: FlowContext }) {
  const [email, setEmail] = useState<string | null>(null);
  const { isBusy, run } = useRequest(context);

  const submit = async (values: { name: string; email: string; password: string; confirmPassword: string }) => {
    const sent = await run(() =>
      context.api.request('register', {
        body: { ...values, guest_user_id: context.guestUserId, ...deviceFields() },
      }),
    );
    if (sent !== undefined) setEmail(values.email);
  };

  if (email) return <EmailOtp context={context} email={email} isRemembered={false} />;
  return (
    <div data-step="form">
      <SignUpForm
        isSubmitting={isBusy}
        onSubmit={(values) => void submit(values)}
        onSignIn={() => context.navigate('signin')}
      />
    </div>
  );
}

function ForgotPassword({ context }: { context: FlowContext }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [token, setToken] = useState('');
  const [step, setStep] = useState<'forgot-password' | 'otp' | 'new-password'>('forgot-password');
  const { isBusy, run } = useRequest(context);

  const sendCode = async (address: string) => {
    const sent = await run(() => context.api.request('forgotPassword', { body: { email: address } }));
    if (sent === undefined) return;
    setEmail(address);
    setStep('otp');
  };

  const verify = async (otp: string, onRefused: (error: unknown) => void) => {
    const data = await run(() => context.api.request('verifyForgotPasswordOtp', { body: { otp, email } }), onRefused);
    if (!data) return;
    setToken(data.token);
    setStep('new-password');
  };

  const change = async (values: { password: string; confirmPassword: string }) => {
    const changed = await run(() => context.api.request('changePassword', { body: { token, ...values } }));
    if (changed === undefined) return;
    // Spec §4: the dialog closes and the shopper goes to `/`.
    context.close();
    context.showMessage(intl.formatMessage(messages.passwordChanged), 'success');
    navigate('/');
  };

  if (step === 'otp') {
    return (
      <CodeStep
        destination={email}
        isBusy={isBusy}
        onVerify={(otp, onRefused) => void verify(otp, onRefused)}
        onResend={() => void sendCode(email)}
        onChange={() => setStep('forgot-password')}
      />
    );
  }
  if (step === 'new-password') {
    return (
      <div data-step="new-password">
        <NewPasswordForm isSubmitting={isBusy} onSubmit={(values) => void change(values)} />
      </div>
    );
  }
  return (
    <div data-step="forgot-password">
      <ForgotPasswordForm
        defaultEmail={email}
        isSubmitting={isBusy}
        onSubmit={(values) => void sendCode(values.email)}
      />
    </div>
  );
}

function AccountName({ context }: { context: FlowContext }) {
  const { isBusy, run } = useRequest(context);
  const submit = async (name: string) => {
    const saved = await run(() => context.api.request('updateName', { body: { name } }));
    if (saved === undefined) return;
    await context.signedIn();
    context.close();
  };
  return (
    <div data-step="account-name">
      <AccountNameForm isSubmitting={isBusy} onSubmit={(values) => void submit(values.name)} />
    </div>
  );
}
