/**
 * The whole sign-in, clickable in the workbench with the network mocked by MSW (issue 12 §6).
 * `SignInFlowDemo` is a story-only container: it calls the account API with `fetch` as the
 * storefront does, and the handlers below answer like the API (envelopes, messages in the
 * request's language). The storefront's real container lives in `apps/storefront`.
 *
 * Try: any number but 500000000 → code 1234 (511111111 is an existing, named account; others are
 * new and get the name prompt); e-mail `sara@example.com` / `secret1`, `unverified@example.com`
 * opens the e-mail code step; signing up with any address goes to the code step (the API never
 * says whether an address has an account); every code but 1234 is wrong; 500000000 is refused
 * for too many requests.
 */
import { NAME_PROMPT_DELAY_MS, OTP_RESEND_SECONDS } from '@hadiya/contract/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountNameForm } from '../components/account-name-form';
import { Button } from '../components/button';
import { EmailSignInForm } from '../components/email-sign-in-form';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { MessageDialog } from '../components/message-dialog';
import { MobileSignInStep } from '../components/mobile-sign-in-step';
import { NewPasswordForm } from '../components/new-password-form';
import { OtpStep } from '../components/otp-step';
import { SignInDialog, type SignInView } from '../components/sign-in-dialog';
import { SignUpForm } from '../components/sign-up-form';
import { type SocialProvider, SocialSignInButtons } from '../components/social-sign-in-buttons';
import { useLocale } from '../lib/use-locale';
import { Sample } from '../stories/sample';

// ---------------------------------------------------------------------------------------------
// Mocked API

type Lang = 'ar' | 'en';

const texts = {
  otp_sent: { en: 'A verification code has been sent', ar: 'تم إرسال رمز التحقق' },
  otp_wrong: { en: 'The code is incorrect', ar: 'رمز التحقق غير صحيح' },
  too_many_attempts: {
    en: 'Too many attempts, please try again in 60 seconds',
    ar: 'محاولات كثيرة، حاول مرة أخرى بعد ٦٠ ثانية',
  },
  login_success: { en: 'Signed in successfully', ar: 'تم تسجيل الدخول بنجاح' },
  invalid_credentials: { en: 'The email or password is incorrect', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  email_not_verified: {
    en: 'Your email is not verified yet. We have sent a code to verify it.',
    ar: 'لم يتم تأكيد بريدك الإلكتروني بعد. أرسلنا إليك رمزا لتأكيده.',
  },
  reset_code_sent: {
    en: 'If an account exists for this email, we have sent it a code',
    ar: 'إذا كان هناك حساب بهذا البريد فقد أرسلنا إليه رمزا',
  },
  password_changed: { en: 'Your password has been changed', ar: 'تم تغيير كلمة المرور' },
  profile_updated: { en: 'Profile updated', ar: 'تم تحديث الملف الشخصي' },
} as const;

const CODE = '1234';
const BLOCKED_NUMBER = '500000000';
const NAMED_NUMBER = '511111111';

function langOf(request: Request): Lang {
  return request.headers.get('language') === 'en' ? 'en' : 'ar';
}

function answer(request: Request, statusCode: number, key: keyof typeof texts, data: unknown = null) {
  return HttpResponse.json(
    { success: statusCode === 200, statusCode, message: texts[key][langOf(request)], data },
    { status: statusCode },
  );
}

function signedIn(overrides: Record<string, unknown>) {
  return {
    id: 7,
    uuid: '0b7c3c8e-1f0a-4c53-9d7e-5a1d4b8f2e61',
    token: null,
    profile_picture: null,
    name: null,
    phone_code: null,
    phone_number: null,
    is_email_verified: true,
    is_new_account: false,
    email: null,
    login_type: 'mobileNumber',
    ...overrides,
  };
}

const sent = { resend_after: OTP_RESEND_SECONDS, expires_in: 300 };

async function bodyOf(request: Request): Promise<Record<string, string>> {
  return (await request.json()) as Record<string, string>;
}

/** The happy path, and the error answers keyed on the values listed at the top of this file. */
const accountHandlers = [
  http.post('/api/account/sendOtp', async ({ request }) => {
    const body = await bodyOf(request);
    if (body.phone_number === BLOCKED_NUMBER) return answer(request, 429, 'too_many_attempts');
    return answer(request, 200, 'otp_sent', sent);
  }),
  http.post('/api/account/verifyOtp', async ({ request }) => {
    const body = await bodyOf(request);
    if (String(body.otp) !== CODE) return answer(request, 400, 'otp_wrong');
    const isNamed = body.phone_number === NAMED_NUMBER;
    return answer(
      request,
      200,
      'login_success',
      signedIn({
        name: isNamed ? 'سارة' : null,
        phone_code: body.phone_code,
        phone_number: body.phone_number,
        is_new_account: !isNamed,
      }),
    );
  }),
  http.post('/api/account/login', async ({ request }) => {
    const body = await bodyOf(request);
    if (body.login_type !== 'email_password') {
      return answer(request, 200, 'login_success', signedIn({ name: 'Sara', login_type: body.login_type }));
    }
    if (body.email === 'unverified@example.com') {
      return answer(request, 403, 'email_not_verified', { reason: 'email_not_verified' });
    }
    if (body.password !== 'secret1') return answer(request, 401, 'invalid_credentials');
    return answer(request, 200, 'login_success', signedIn({ name: 'سارة', email: body.email, login_type: 'email' }));
  }),
  http.post('/api/account/register', ({ request }) => {
    return answer(request, 200, 'otp_sent', sent);
  }),
  http.post('/api/account/verify-email-otp', async ({ request }) => {
    const body = await bodyOf(request);
    if (String(body.otp) !== CODE) return answer(request, 400, 'otp_wrong');
    return answer(request, 200, 'login_success', signedIn({ name: 'سارة', email: body.email, login_type: 'email' }));
  }),
  http.post('/api/account/resend-email-otp', ({ request }) => answer(request, 200, 'otp_sent', sent)),
  http.post('/api/account/forgot-password', ({ request }) => answer(request, 200, 'reset_code_sent', sent)),
  http.post('/api/account/verify-forgot-password-otp', async ({ request }) => {
    const body = await bodyOf(request);
    if (String(body.otp) !== CODE) return answer(request, 400, 'otp_wrong');
    return answer(request, 200, 'otp_sent', { token: 'reset-token' });
  }),
  http.post('/api/account/change-password', ({ request }) => answer(request, 200, 'password_changed')),
  http.post('/api/user/update-name', async ({ request }) => {
    const body = await bodyOf(request);
    return answer(request, 200, 'profile_updated', { name: body.name });
  }),
];

// ---------------------------------------------------------------------------------------------
// Story-only container

interface Envelope<T> {
  success: boolean;
  statusCode: number;
  message: string;
  data: T;
}

type CodeTarget =
  | { kind: 'phone'; phone_code: string; phone_number: string }
  | { kind: 'email'; email: string }
  | { kind: 'reset'; email: string };

interface SignedIn {
  name: string | null;
  is_new_account: boolean;
}

function SignInFlowDemo() {
  const { locale } = useLocale();
  const [open, setOpen] = useState(true);
  const [view, setView] = useState<SignInView>('signin');
  const [trail, setTrail] = useState<SignInView[]>([]);
  const [target, setTarget] = useState<CodeTarget | null>(null);
  const [resetToken, setResetToken] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [busyProvider, setBusyProvider] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [user, setUser] = useState<SignedIn | null>(null);

  async function call<T>(path: string, body: unknown): Promise<Envelope<T>> {
    const response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: locale, 'x-hadiya-client': 'web' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  }

  /** Runs a request with the step locked; a refused one shows the server's message in the step. */
  async function run<T>(path: string, body: unknown, onSuccess: (envelope: Envelope<T>) => void) {
    setIsBusy(true);
    setError(undefined);
    try {
      const envelope = await call<T>(path, body);
      if (envelope.success && envelope.statusCode === 200) onSuccess(envelope);
      else if ((envelope.data as { reason?: string } | null)?.reason === 'email_not_verified') {
        // Spec §8: the message is shown and the e-mail code step opens.
        setNotice(envelope.message);
        setTarget({ kind: 'email', email: (body as { email: string }).email });
        go('otp');
      } else setError(envelope.message);
    } finally {
      setIsBusy(false);
    }
  }

  function go(next: SignInView) {
    setTrail((current) => [...current, view]);
    setView(next);
    setError(undefined);
  }

  function back() {
    setView(trail.at(-1) ?? 'signin');
    setTrail((current) => current.slice(0, -1));
    setError(undefined);
  }

  function finish(signedIn: SignedIn) {
    setUser(signedIn);
    setOpen(false);
  }

  function afterMobileSignIn(signedIn: SignedIn) {
    // Spec §4: after 1 s a named account closes the dialog; a new or unnamed one is asked its name.
    window.setTimeout(() => {
      if (signedIn.is_new_account || !signedIn.name) {
        setUser(signedIn);
        go('account-name');
      } else finish(signedIn);
    }, NAME_PROMPT_DELAY_MS);
  }

  function restart() {
    setUser(null);
    setTrail([]);
    setTarget(null);
    setView('signin');
    setOpen(true);
  }

  function submitCode(otp: string) {
    if (!target) return;
    if (target.kind === 'phone') {
      void run<SignedIn>('/account/verifyOtp', { otp, ...target, device_id: 'Web' }, ({ data }) =>
        afterMobileSignIn(data),
      );
    } else if (target.kind === 'email') {
      void run<SignedIn>('/account/verify-email-otp', { otp, email: target.email }, ({ data }) => finish(data));
    } else {
      void run<{ token: string }>('/account/verify-forgot-password-otp', { otp, email: target.email }, ({ data }) => {
        setResetToken(data.token);
        go('new-password');
      });
    }
  }

  function resendCode() {
    if (!target) return;
    if (target.kind === 'phone') void run('/account/sendOtp', target, () => undefined);
    else if (target.kind === 'email') void run('/account/resend-email-otp', { email: target.email }, () => undefined);
    else void run('/account/forgot-password', { email: target.email }, () => undefined);
  }

  const steps: Record<SignInView, () => ReactNode> = {
    signin: () => (
      <MobileSignInStep
        isSubmitting={isBusy}
        serverError={error}
        onSubmit={(values) =>
          run('/account/sendOtp', values, () => {
            setTarget({ kind: 'phone', ...values });
            go('otp');
          })
        }
        onEmailSignIn={() => go('signin-email')}
        socialButtons={
          <SocialSignInButtons
            busyProvider={busyProvider}
            isDisabled={isBusy}
            onSelect={(provider) => {
              setBusyProvider(provider);
              void run<SignedIn>(
                '/account/login',
                { login_type: provider, id_token: 'sandbox-id-token', nonce: 'story' },
                ({ data }) => finish(data),
              ).finally(() => setBusyProvider(null));
            }}
          />
        }
      />
    ),
    'signin-email': () => (
      <EmailSignInForm
        isSubmitting={isBusy}
        serverError={error}
        onSubmit={(values) =>
          run<SignedIn>('/account/login', { login_type: 'email_password', ...values }, ({ data }) => finish(data))
        }
        onForgotPassword={() => go('forgot-password')}
        onCreateAccount={() => go('signup')}
      />
    ),
    signup: () => (
      <SignUpForm
        isSubmitting={isBusy}
        serverError={error}
        onSubmit={({ name, email, password }) =>
          run('/account/register', { name, email, password }, () => {
            setTarget({ kind: 'email', email });
            go('otp');
          })
        }
        onSignIn={() => go('signin-email')}
      />
    ),
    'forgot-password': () => (
      <ForgotPasswordForm
        isSubmitting={isBusy}
        serverError={error}
        onSubmit={({ email }) =>
          run('/account/forgot-password', { email }, () => {
            setTarget({ kind: 'reset', email });
            go('otp');
          })
        }
      />
    ),
    otp: () => (
      <OtpStep
        isSubmitting={isBusy}
        serverError={error}
        destination={target?.kind === 'phone' ? `+${target.phone_code} ${target.phone_number}` : target?.email}
        onSubmit={({ otp }) => submitCode(otp)}
        onResend={resendCode}
        onChangeDestination={back}
      />
    ),
    'new-password': () => (
      <NewPasswordForm
        isSubmitting={isBusy}
        serverError={error}
        onSubmit={({ password }) =>
          run('/account/change-password', { token: resetToken, password }, ({ message }) => {
            // Spec §4: the dialog closes and the shopper lands on /.
            setNotice(message);
            setOpen(false);
          })
        }
      />
    ),
    'account-name': () => (
      <AccountNameForm
        isSubmitting={isBusy}
        serverError={error}
        onSubmit={({ name }) => run('/user/update-name', { name }, () => finish({ name, is_new_account: false }))}
      />
    ),
  };

  return (
    <div className="flex flex-col items-start gap-3">
      <output data-slot="sign-in-flow-state" className="text-ink">
        {user ? (
          <>
            <Sample ar="مسجل الدخول باسم" en="Signed in as" /> {user.name ?? '—'}
          </>
        ) : (
          <Sample ar="غير مسجل الدخول" en="Signed out" />
        )}
      </output>
      <Button variant="secondary" onClick={restart}>
        <Sample ar="ابدأ من جديد" en="Start again" />
      </Button>
      <SignInDialog
        open={open}
        onOpenChange={setOpen}
        view={view}
        onBack={view === 'signin' || view === 'account-name' ? undefined : back}
      >
        {steps[view]()}
      </SignInDialog>
      <MessageDialog
        tone="info"
        open={notice !== undefined}
        message={notice ?? ''}
        onOpenChange={(isOpen) => {
          if (!isOpen) setNotice(undefined);
        }}
      />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Stories

const meta = {
  title: 'Flows/SignIn',
  component: SignInFlowDemo,
  parameters: {
    layout: 'padded',
    a11y: { context: 'body' },
    docs: {
      description: {
        component:
          'Every sign-in step in one dialog, with the account API mocked by MSW: mobile number → code → name, e-mail sign-in (and an unverified e-mail), sign-up → e-mail code, forgot password → code → new password, social sign-in, and the error answers (wrong code 1234 is right, too many requests for 500000000, wrong password).',
      },
    },
  },
  beforeEach({ msw }) {
    msw.use(...accountHandlers);
  },
} satisfies Meta<typeof SignInFlowDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

function dialogOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = dialogOf(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'تسجيل الدخول' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'رقم الجوال' }), '٠٥٩٨٧٦٥٤٣٢');
    await expect(await body.findByRole('dialog', { name: 'رمز التحقق' })).toBeInTheDocument();
    await expect(within(dialog).getByText('+966 598765432')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard(CODE);
    // A new account is asked its name after a second.
    await expect(await body.findByRole('dialog', { name: 'بماذا نناديك؟' }, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /اسمك/ }), 'سارة{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText(/مسجل الدخول باسم/)).toHaveTextContent('سارة');
  },
};

export const ExistingAccount: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = dialogOf(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'رقم الجوال' }), NAMED_NUMBER);
    await body.findByRole('dialog', { name: 'رمز التحقق' });
    await userEvent.click(within(dialog).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard(CODE);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(within(canvasElement).getByText(/مسجل الدخول باسم/)).toHaveTextContent('سارة');
  },
};

export const WrongCode: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = dialogOf(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'رقم الجوال' }), '598765432');
    await body.findByRole('dialog', { name: 'رمز التحقق' });
    await userEvent.click(within(dialog).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard('9999');
    // The message fades in: wait until it is visible, not only present.
    await waitFor(() =>
      expect(within(dialog).getByText('رمز التحقق غير صحيح', { selector: ':not([role="alert"])' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('رمز التحقق غير صحيح');
    await expect(within(dialog).getAllByRole('textbox')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const TooManyRequests: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = dialogOf(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'رقم الجوال' }), BLOCKED_NUMBER);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('محاولات كثيرة');
    await expect(dialog).toHaveAccessibleName('تسجيل الدخول');
  },
};

export const UnverifiedEmail: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = dialogOf(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدخول بالبريد الإلكتروني' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /البريد الإلكتروني/ }), 'unverified@example.com');
    await userEvent.type(within(dialog).getByLabelText(/كلمة المرور/, { selector: 'input' }), 'secret1{Enter}');
    // The server's message is shown and the e-mail code step opens (spec §4, §8).
    const notice = await body.findByRole('dialog', { name: 'تنبيه' });
    await expect(notice).toHaveTextContent('لم يتم تأكيد بريدك الإلكتروني بعد');
    await userEvent.click(within(notice).getByRole('button', { name: 'حسنًا' }));
    await expect(dialog).toHaveAccessibleName('رمز التحقق');
    await expect(within(dialog).getByText('unverified@example.com')).toBeInTheDocument();
  },
};

export const ForgotPassword: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = dialogOf(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدخول بالبريد الإلكتروني' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'نسيت كلمة المرور؟' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.com{Enter}');
    await body.findByRole('dialog', { name: 'رمز التحقق' });
    await userEvent.click(within(dialog).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard(CODE);
    await body.findByRole('dialog', { name: 'كلمة مرور جديدة' });
    await userEvent.type(within(dialog).getByLabelText(/^كلمة المرور الجديدة/, { selector: 'input' }), 'secret2');
    await userEvent.type(
      within(dialog).getByLabelText(/^تأكيد كلمة المرور الجديدة/, { selector: 'input' }),
      'secret2{Enter}',
    );
    const notice = await body.findByRole('dialog', { name: 'تنبيه' });
    await expect(notice).toHaveTextContent('تم تغيير كلمة المرور');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const body = dialogOf(canvasElement);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'المتابعة باستخدام Google' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText(/مسجل الدخول باسم/)).toHaveTextContent('Sara');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const body = dialogOf(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Sign in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in with email' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Amy');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'amy@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret1{Enter}');
    await body.findByRole('dialog', { name: 'Verification code' });
    await userEvent.click(within(dialog).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard(CODE);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText(/Signed in as/)).toBeInTheDocument();
  },
};
