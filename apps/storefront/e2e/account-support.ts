/**
 * Helpers of the account end-to-end tests. Codes are read where a shopper reads them in
 * development: the sandboxes' outbox (`/api/dev/outbox`), never a backdoor.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { baseURL, expectNoAxeViolations, openHydrated, rememberCity } from './support';

export type Language = 'ar' | 'en';

export const texts = {
  ar: {
    menu: 'القائمة',
    signIn: 'تسجيل الدخول',
    submitSignIn: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
    deleteAccount: 'حذف الحساب',
    myProfile: 'ملفي الشخصي',
    useEmail: 'تسجيل الدخول بالبريد الإلكتروني',
    createAccount: 'جديد هنا؟ أنشئ حسابا',
    forgotPassword: 'نسيت كلمة المرور؟',
    nameTitle: 'بماذا نناديك؟',
    name: 'الاسم',
    yourName: 'اسمك',
    username: 'الاسم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    signUp: 'إنشاء حساب',
    save: 'حفظ',
    sendCode: 'إرسال الرمز',
    phone: 'رقم الجوال',
    otp: 'رمز التحقق',
    yes: 'نعم',
    ok: 'حسنًا',
    google: 'المتابعة باستخدام Google',
  },
  en: {
    menu: 'Menu',
    signIn: 'Sign In',
    submitSignIn: 'Sign in',
    logout: 'Logout',
    deleteAccount: 'Delete Account',
    myProfile: 'My Profile',
    useEmail: 'Sign in with email',
    createAccount: 'New here? Create an account',
    forgotPassword: 'Forgot password?',
    nameTitle: 'What should we call you?',
    name: 'Name',
    yourName: 'Your name',
    username: 'Name',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    signUp: 'Create account',
    save: 'Save',
    sendCode: 'Send code',
    phone: 'Mobile number',
    otp: 'Verification code',
    yes: 'Yes',
    ok: 'OK',
    google: 'Continue with Google',
  },
} as const;

let sequence = 0;
/** A Saudi mobile number no other test uses: 5 and eight digits. */
export function uniquePhone(): string {
  sequence += 1;
  return `5${String((Date.now() * 10 + sequence) % 100_000_000).padStart(8, '0')}`;
}

export function uniqueEmail(): string {
  sequence += 1;
  return `shopper.${Date.now()}.${sequence}@example.com`;
}

interface OutboxEntry {
  id: string;
  to: string;
  text: string;
  createdAt: string;
}

async function outbox(to: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: OutboxEntry[] };
  return body.data;
}

/** Ids of the messages already sent to `to`: `codeFor` then waits for a newer one. */
export async function sentTo(to: string): Promise<Set<string>> {
  return new Set((await outbox(to)).map((entry) => entry.id));
}

/** The 4-digit code of the newest message to `to` that is not in `seen`. */
export async function codeFor(to: string, seen: Set<string> = new Set()): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const entry = (await outbox(to)).find((candidate) => !seen.has(candidate.id));
        code = /(?<!\d)\d{4}(?!\d)/.exec(entry?.text ?? '')?.[0] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code;
}

/** Opens the side menu and returns it. */
export async function openMenu(page: Page, language: Language): Promise<Locator> {
  await page.getByRole('button', { name: texts[language].menu, exact: true }).click();
  const menu = page.locator('[data-slot="side-menu"]');
  await expect(menu).toBeVisible();
  return menu;
}

/** The menu shows the signed-in items (spec §2) — or the signed-out ones. */
export async function expectSignedInMenu(page: Page, language: Language, isSignedIn: boolean) {
  const menu = await openMenu(page, language);
  await expect(menu).toHaveAttribute('data-signed-in', String(isSignedIn));
  if (isSignedIn) await expect(menu.getByRole('button', { name: texts[language].logout })).toBeVisible();
  else await expect(menu.getByRole('button', { name: texts[language].signIn })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** Types a code into the 4 boxes (the step submits itself when complete). */
export async function typeCode(page: Page, code: string) {
  const group = page.getByRole('group', { name: /رمز التحقق|Verification code/ });
  await group.getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

/** Opens the sign-in dialog from the menu and checks it with axe. */
export async function openSignIn(page: Page, language: Language): Promise<Locator> {
  const menu = await openMenu(page, language);
  await menu.getByRole('button', { name: texts[language].signIn }).click();
  const signIn = page.locator('[data-account-dialog="signin"]');
  await expect(signIn).toBeVisible();
  return signIn;
}

/**
 * A shopper signs in with a mobile number through the dialogs (a new number gets the name
 * prompt). Returns the number.
 */
export async function signInByMobile(
  page: Page,
  language: Language,
  { phone = uniquePhone(), name = 'Noura', checkAxe = false } = {},
) {
  const signIn = await openSignIn(page, language);
  if (checkAxe) await expectNoAxeViolations(page);
  const seen = await sentTo(`966${phone}`);
  await signIn.getByRole('textbox', { name: texts[language].phone }).fill(phone);
  const code = await codeFor(`966${phone}`, seen);
  await expect(signIn.locator('[data-step="otp"]')).toBeVisible();
  if (checkAxe) await expectNoAxeViolations(page);
  await typeCode(page, code);
  const namePrompt = page.locator('[data-account-dialog="account-name"]');
  await expect(namePrompt).toBeVisible();
  if (checkAxe) await expectNoAxeViolations(page);
  const save = namePrompt.getByRole('button', { name: texts[language].save });
  await expect(save).toBeDisabled();
  await namePrompt.getByRole('textbox', { name: texts[language].yourName }).fill(name);
  await save.click();
  await expect(namePrompt).toBeHidden();
  return phone;
}

/** A fresh shopper (city and language chosen) on `path`, hydrated. */
export async function startAt(page: Page, language: Language, path = '/') {
  await rememberCity(page, language);
  await openHydrated(page, path);
}

/** The API as an API client (bearer token in the body, no cookie): sets up existing accounts. */
export async function api<T = unknown>(
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; data: T; message: string }> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      language: 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { data: T; message: string };
  return { status: response.status, data: payload.data, message: payload.message };
}

/** An existing, named mobile account (created as an API client would). */
export async function existingMobileAccount(name = 'Faisal'): Promise<string> {
  const phone = uniquePhone();
  const seen = await sentTo(`966${phone}`);
  expect((await api('/account/sendOtp', { phone_code: '966', phone_number: phone })).status).toBe(200);
  const otp = await codeFor(`966${phone}`, seen);
  const login = await api<{ token: string }>('/account/verifyOtp', { phone_code: '966', phone_number: phone, otp });
  expect(login.status).toBe(200);
  expect((await api('/user/update-name', { name }, login.data.token)).status).toBe(200);
  return phone;
}

/** A registered e-mail account; verified unless asked otherwise. */
export async function existingEmailAccount({ isVerified = true, password = 'secret123' } = {}) {
  const email = uniqueEmail();
  const seen = await sentTo(email);
  expect((await api('/account/register', { name: 'Huda', email, password, confirmPassword: password })).status).toBe(
    200,
  );
  if (isVerified) {
    const otp = await codeFor(email, seen);
    expect((await api('/account/verify-email-otp', { email, otp })).status).toBe(200);
  }
  /** Messages to the address before the account existed: any code after them is the account's. */
  return { email, password, seenBefore: seen };
}

/**
 * A registered e-mail account signed in through the API: the page's context keeps its session
 * cookie, as if the shopper had signed in on the page.
 */
export async function signedInEmailAccount(page: Page, language: Language) {
  const account = await existingEmailAccount();
  const login = await page.request.post(`${baseURL}/api/account/login`, {
    headers: { 'x-hadiya-client': 'web', 'sec-fetch-site': 'same-origin', language },
    data: { login_type: 'email_password', email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const userId = ((await login.json()) as { data: { id: number } }).data.id;
  return { ...account, userId };
}

/** The message dialog (spec §8: it closes itself after 5 s, or on OK). */
export async function dismissMessage(page: Page, language: Language, { mayHaveClosed = false } = {}) {
  const message = page.locator('[data-slot="message-dialog"]');
  if (!mayHaveClosed) await expect(message).toBeVisible();
  await message
    .getByRole('button', { name: texts[language].ok })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(message).toBeHidden();
}
