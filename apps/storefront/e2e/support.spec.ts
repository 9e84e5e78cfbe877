/**
 * Support, forms and content pages (issue 16 §6) in Chromium, axe on every step. The flows are
 * spread over the two projects and both languages (CI budget): a guest's contact message in
 * Arabic at 375 px, a shopper's ticket about an order followed to a refund in the wallet in English at 1280 px, a corporate
 * inquiry in English at 375 px, the FAQ and every footer and menu link in Arabic at 1280 px.
 * The store's side is played through the operator API (`/api/operator/...`, the server's operator
 * key from loopback), and e-mails are read where a developer reads them: the dev outbox.
 */
import { expect, type Page, test } from '@playwright/test';
import { type Language, openMenu, startAt, uniqueEmail } from './account-support';
import { giftPaidByWallet, operator, signedInBuyer, walletBalance } from './orders-support';
import { baseURL, expectNoAxeViolations, openHydrated } from './support';

// Each flow runs axe at every step, several times per test: room for a slow machine.
test.describe.configure({ timeout: 120_000 });

/** A 2×2 PNG, a real picture for the server to re-encode. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGNQirICIgYIBQATlgLZ5sGF7gAAAABJRU5ErkJggg==',
  'base64',
);

interface OutboxEntry {
  id: string;
  to: string;
  text: string;
  subject?: string | null;
}

async function outboxTo(to: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: OutboxEntry[] }).data;
}

function onlyOn(project: 'mobile' | 'desktop') {
  test.skip(test.info().project.name !== project, `runs at ${project === 'mobile' ? '375' : '1280'} px only`);
}

/** Each link answers 200 in both languages. */
async function expectLinksAnswer(page: Page, hrefs: readonly string[]) {
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of new Set(hrefs)) {
    for (const language of ['ar', 'en'] as const) {
      const response = await page.request.get(`${href}${href.includes('?') ? '&' : '?'}lang=${language}`);
      expect(response.status(), `${href} (${language})`).toBe(200);
    }
  }
}

test('a guest sends the contact form; a refused field keeps what was typed', async ({ page }) => {
  onlyOn('mobile');
  const language: Language = 'ar';
  const email = uniqueEmail();
  await startAt(page, language, '/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.locator('[data-slot="contact-form"]');
  await form.getByRole('textbox', { name: /^الاسم/ }).fill('سارة');
  await form.getByRole('textbox', { name: /^البريد الإلكتروني/ }).fill('sara@example');
  // Spec §5: Arabic-Indic digits become Western digits.
  const phone = form.getByRole('textbox', { name: /^رقم الجوال/ });
  await phone.pressSequentially('٠٥٠١٢٣٤٥٦٧');
  await expect(phone).toHaveValue('0501234567');
  await form.getByRole('combobox', { name: 'نوع المشكلة' }).selectOption({ label: 'أخرى' });
  await form.getByRole('textbox', { name: /كيف يمكننا مساعدتك/ }).fill('متى تصل طلبات جدة؟');
  await form.getByRole('button', { name: 'إرسال' }).click();
  // Refused before anything is sent; the rest stays as typed.
  const emailField = form.getByRole('textbox', { name: /^البريد الإلكتروني/ });
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: /^الاسم/ })).toHaveValue('سارة');
  await expectNoAxeViolations(page);

  await emailField.fill(email);
  await form.getByRole('button', { name: 'إرسال' }).click();
  // Spec §8: the success toast (it closes itself after 5 s), and the page says so too.
  await expect(page.locator('[data-slot="toast"]').first()).toContainText('تم إرسال تذكرتك');
  await expect(page.locator('[data-slot="contact-sent"]')).toContainText('تم إرسال تذكرتك');
  await expectNoAxeViolations(page);
  // Acknowledged by e-mail, in Arabic.
  await expect.poll(async () => (await outboxTo(email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
});

test('a shopper opens a ticket with a photo; the store replies and refunds; the shopper reads it', async ({ page }) => {
  onlyOn('desktop');
  // Sign-in, a ticket, the store's answer and the tab it lands on: the longest flow here.
  test.setTimeout(180_000);
  const language: Language = 'en';
  const email = uniqueEmail();
  // A shopper with an order to ask about: signed in, a gift paid from a wallet bonus.
  const buyer = await signedInBuyer(page, language);
  const gift = await giftPaidByWallet(page, buyer);
  const balanceBefore = await walletBalance(page);
  await openHydrated(page, '/contact-us');

  const form = page.locator('[data-slot="contact-form"]');
  await form.getByRole('textbox', { name: /^Name/ }).fill('Noura');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Phone number/ }).fill('0501234567');
  await form.getByRole('combobox', { name: 'Issue type' }).selectOption({ label: 'Damaged item' });
  const orderPicker = form.locator('[data-slot="contact-form-order"]');
  await expect(orderPicker).toBeVisible();
  const orderOption = orderPicker.locator('option', { hasText: gift.number });
  await orderPicker.getByRole('combobox').selectOption(await orderOption.getAttribute('value'));
  await form.getByRole('textbox', { name: /How can we help/ }).fill('The pot arrived broken.');
  await form
    .getByLabel('Attachment (optional)')
    .setInputFiles({ name: 'broken-pot.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByRole('img', { name: 'Preview of broken-pot.png' })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('[data-slot="toast"]').first()).toContainText('Your ticket has been sent');
  await expectNoAxeViolations(page);

  // The store answers through the operator API, then resolves with a refund (credited once).
  const open = await operator<{ id: number; email: string; number: string }[]>('GET', '/tickets?open=1');
  const ticket = open.find((candidate) => candidate.email === email);
  expect(ticket).toBeDefined();
  const id = ticket?.id ?? 0;
  await operator('POST', `/tickets/${id}/reply`, { message: 'Sorry! A new pot is on its way.' });
  await operator('POST', `/tickets/${id}/status`, { status: 'resolved_with_refund', refund_amount: 2500 });

  // Spec §4: a ticket push lands on the my-ticket tab.
  await openHydrated(page, '/contact-us?activetab=my-ticket');
  await expect(page.getByRole('tab', { name: 'My tickets' })).toHaveAttribute('aria-selected', 'true');
  const thread = page.locator('[data-slot="ticket-thread"]');
  await expect(thread.getByRole('heading', { level: 2 })).toHaveText(`Ticket ${ticket?.number}`);
  await expect(thread.locator('[data-author="operator"]').first()).toContainText('Sorry! A new pot is on its way.');
  await expect(thread.locator('header [data-slot="ticket-status-badge"]')).toHaveAttribute(
    'data-status',
    'resolved_with_refund',
  );
  await expect(thread.locator('[data-slot="ticket-thread-refund"]')).toContainText('25.00');
  await expect(page.locator('[data-slot="ticket-list-item"]').first()).toHaveAttribute(
    'data-status',
    'resolved_with_refund',
  );
  await expectNoAxeViolations(page);
  // The photo is a download, for its owner only.
  const download = thread.locator('[data-slot="ticket-thread-attachment"]').first();
  const attachment = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(attachment.status()).toBe(200);
  expect(attachment.headers()['content-disposition']).toMatch(/^attachment/);
  expect(attachment.headers()['x-content-type-options']).toBe('nosniff');

  await expect(thread).toContainText(gift.number);

  // The refund lands in the wallet once, and the wallet page shows it.
  expect(await walletBalance(page)).toBe(balanceBefore + 2500);
  await openHydrated(page, '/wallet');
  await expect(page.locator('main')).toContainText('25.00');
  await expectNoAxeViolations(page);

  // Every link of the signed-in menu answers, in both languages.
  const menu = await openMenu(page, language);
  const hrefs = await menu
    .locator('[data-slot="side-menu-link"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toContain('/faq');
  await page.keyboard.press('Escape');
  await expectLinksAnswer(page, hrefs);
});

test('a corporate inquiry with an attachment reaches the store inbox', async ({ page }) => {
  onlyOn('mobile');
  const language: Language = 'en';
  const company = `Acme ${Date.now()}`;
  await startAt(page, language, '/corporate-gifts');
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate gifts' })).toBeVisible();
  await expectNoAxeViolations(page);
  const form = page.locator('[data-slot="corporate-gift-form"]');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByRole('textbox', { name: /^Company name/ })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: /^Your name/ }).fill('Faisal');
  await form.getByRole('textbox', { name: /^Company name/ }).fill(company);
  await form.getByRole('textbox', { name: /^Work email/ }).fill(uniqueEmail());
  await form.getByRole('textbox', { name: /^Phone number/ }).fill('0551234567');
  await form.getByRole('textbox', { name: /^City/ }).fill('Jeddah');
  await form.getByRole('textbox', { name: /^Quantity/ }).fill('250');
  await form.getByRole('textbox', { name: /What are you looking for/ }).fill('Desk plants with our logo engraved.');
  await form.getByLabel(/^Attachment/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PHOTO });
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.locator('[data-slot="inquiry-sent"]')).toContainText('Thank you! Your inquiry has been sent.');
  await expectNoAxeViolations(page);
  // The store's copy, in the dev outbox (STORE_INBOX_EMAIL's demo default).
  await expect
    .poll(
      async () =>
        (await outboxTo('care@hadiya.example')).some((mail) => `${mail.subject ?? ''} ${mail.text}`.includes(company)),
      { timeout: 15_000 },
    )
    .toBe(true);
  const submissions = await operator<{ fields: Record<string, string>; attachments: unknown[] }[]>(
    'GET',
    '/form-submissions?kind=corporate_gifts',
  );
  expect(submissions.find((item) => item.fields.company_name === company)?.attachments).toHaveLength(1);
});

test('the FAQ answers as an accordion with FAQPage data; every footer and menu link answers', async ({ page }) => {
  onlyOn('desktop');
  const language: Language = 'ar';
  await startAt(page, language, '/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
  const question = page.getByRole('button', { name: 'ما سرعة التوصيل؟' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(page.getByRole('region', { name: 'ما سرعة التوصيل؟' })).toContainText('نفس اليوم');
  await expectNoAxeViolations(page);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = jsonLd.map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: unknown[] });
  expect(faqPage.find((item) => item['@type'] === 'FAQPage')?.mainEntity?.length).toBeGreaterThanOrEqual(3);

  const footerHrefs = await page
    .locator('[data-slot="footer-link"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(footerHrefs).toEqual(
    expect.arrayContaining(['/my-orders', '/gifts-care', '/corporate-gifts', '/about-hadiya', '/contact-us', '/faq']),
  );
  const menu = await openMenu(page, language);
  const menuHrefs = await menu
    .locator('[data-slot="side-menu-link"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  await expectLinksAnswer(page, [...footerHrefs, ...menuHrefs]);

  // The contact page's own link to the FAQ, and the page in English.
  await openHydrated(page, '/faq?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expectNoAxeViolations(page);
});
