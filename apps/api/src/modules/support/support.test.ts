import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { attachments, formSubmissions, ticketIssueTypes, tickets } from '../../db/schema';
import { loadAttachmentConfig } from '../attachments/config';
import { cleanAttachment } from '../attachments/inspect';
import { AttachmentService } from '../attachments/service';
import { bearer, userSession } from '../cart/fixtures';
import { walletBalance } from '../wallet/ledger';

const OPERATOR_KEY = 'operator-key-for-support-tests-0123456789';
const OPERATOR_TOKEN = 'operator-api-token-for-support-tests-0123';
const MAX_BYTES = 256 * 1024;

let t: TestApp;
let dir: string;
let orderIssue: number;
let generalIssue: number;
const saved: Record<string, string | undefined> = {};
const env = {
  ATTACHMENT_MAX_BYTES: String(MAX_BYTES),
  SUPPORT_FORMS_PER_IP_PER_HOUR: '4',
  SUPPORT_FORMS_PER_EMAIL_PER_HOUR: '3',
  SUPPORT_REPLIES_PER_USER_PER_HOUR: '4',
  OPERATOR_API_TOKEN: OPERATOR_TOKEN,
  STORE_INBOX_EMAIL: 'inbox@store.test',
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hadiya-support-'));
  for (const [k, v] of Object.entries({ ...env, ATTACHMENTS_DIR: dir })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  t = await startTestApp({}, { operatorKey: OPERATOR_KEY });
  const issues = await t.database.db.select().from(ticketIssueTypes);
  orderIssue = issues.find((i) => i.requiresOrder)?.id ?? 0;
  generalIssue = issues.find((i) => !i.requiresOrder)?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  rmSync(dir, { recursive: true, force: true });
});

let ipCount = 0;
/** Each test speaks from its own address (loopback may forward one), so the per-IP limit is per test. */
const freshIp = () => `198.51.100.${++ipCount}`;

type Fields = Record<string, string | number | undefined>;
interface FilePart {
  bytes: Buffer;
  name: string;
  type?: string;
}

async function postForm(
  path: string,
  fields: Fields,
  file?: FilePart,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON body field by field
): Promise<{ status: number; headers: Headers; body: any }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  if (file)
    form.append('attachment', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: { language: 'en', 'x-forwarded-for': freshIp(), ...headers },
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function emailsTo(address: string, atLeast = 1) {
  const outbox = t.app.providers.outbox;
  if (!outbox) throw new Error('no outbox');
  for (let i = 0; i < 60; i++) {
    const list = await outbox.list({ to: address, channel: 'email' });
    if (list.length >= atLeast) return list;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return outbox.list({ to: address, channel: 'email' });
}

const storedFiles = () => {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      const p = join(d, entry);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(dir);
  return out;
};

const png = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
const jpegWithExif = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'SECRET-OWNER', Artist: 'SECRET-ARTIST' } })
    .toBuffer();

function pdf(body: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${body} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

const contact = (over: Fields = {}): Fields => ({
  name: 'Sara',
  email: `sara${Math.random().toString(36).slice(2, 8)}@example.sa`,
  phone: '٠٥٠١٢٣٤٥٦٧',
  issue_type_id: generalIssue,
  description: 'My gift arrived without its card.',
  ...over,
});

describe('contact form (guest)', () => {
  it('opens a ticket from multipart with a photo, normalises Arabic digits, acknowledges in the sender language and copies the store', async () => {
    const fields = contact();
    const res = await postForm(
      '/api/form/contact-us',
      fields,
      { bytes: await png(), name: 'photo.png' },
      { language: 'ar' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('شكرا لك، تم إرسال رسالتك. سنرد عليك عبر البريد الإلكتروني.');
    const number = res.body.data.ticket_number as string;
    expect(number).toMatch(/^T-\d{6}$/);
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.number, number));
    expect(row).toMatchObject({ phone: '0501234567', userId: null, source: 'contact_form', language: 'ar' });
    const files = await t.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.ticketId, row?.id ?? 0));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ contentType: 'image/png', originalName: 'photo.png', storage: 'local' });
    const ack = await emailsTo(String(fields.email));
    expect(ack[0]?.subject).toContain(number);
    expect(ack[0]?.text).toContain('شكرا لتواصلك معنا');
    const inbox = await emailsTo('inbox@store.test');
    expect(inbox.some((m) => m.subject?.includes(number))).toBe(true);
  });

  it('takes a JSON body without a file', async () => {
    const res = await t.http('POST', '/api/form/contact-us', {
      body: contact({ issue_type_id: undefined, description: undefined }),
      headers: { language: 'en', 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Thank you, your message has been sent. We will reply by email.');
  });

  it.each([
    ['en', { name: '' }, 'name', 'Name is required'],
    ['ar', { name: '' }, 'name', 'الاسم مطلوب'],
    ['en', { email: 'not-an-email' }, 'email', 'Email is invalid'],
    ['ar', { email: undefined }, 'email', 'البريد الإلكتروني مطلوب'],
    ['en', { phone: '05O1234567' }, 'phone', 'Phone number is invalid'],
    ['ar', { phone: '' }, 'phone', 'رقم الجوال مطلوب'],
    ['en', { description: 'x'.repeat(2001) }, 'description', 'Must be at most 2,000 characters'],
    ['en', { issue_type_id: 99999 }, 'issue_type_id', 'Please choose an issue from the list'],
  ] as const)(
    '%s: refuses a bad value, names the field in the caller language, keeps nothing (case %#)',
    async (language, over, field, message) => {
      const before = await t.settledFingerprint();
      const res = await postForm(
        '/api/form/contact-us',
        contact(over as Fields),
        { bytes: await png(), name: 'p.png' },
        {
          language,
        },
      );
      const body = expectErrorEnvelope(res, 400);
      expect(body.data.errors[0]).toMatchObject({ field, message });
      expect(await t.fingerprint()).toBe(before);
    },
  );

  it('a filled honeypot looks accepted but nothing is stored or sent', async () => {
    const before = await t.settledFingerprint();
    const fields = contact({ website: 'http://spam.example' });
    const res = await postForm('/api/form/contact-us', fields, { bytes: await png(), name: 'p.png' });
    expect(res.status).toBe(200);
    expect(res.body.data.ticket_number).toMatch(/^T-\d{6}$/);
    expect(await t.fingerprint()).toBe(before);
    expect(await t.app.providers.outbox?.list({ to: String(fields.email) })).toHaveLength(0);
  });
});

describe('attachments are checked from their content', () => {
  const refuse = async (file: FilePart, status: number, message: RegExp) => {
    const before = await t.settledFingerprint();
    const filesBefore = storedFiles().length;
    const res = await postForm('/api/form/contact-us', contact(), file);
    const body = expectErrorEnvelope(res, status);
    expect(body.message).toMatch(message);
    expect(body.data.errors[0].field).toBe('attachment');
    expect(await t.fingerprint()).toBe(before);
    expect(storedFiles()).toHaveLength(filesBefore);
  };

  it('refuses a Windows executable renamed .png', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(120),
      Buffer.from('PE\0\0', 'latin1'),
      Buffer.alloc(400),
    ]);
    exe.writeUInt32LE(128, 0x3c);
    await refuse({ bytes: exe, name: 'holiday.png', type: 'image/png' }, 400, /file type is not accepted/);
  });

  it('refuses an HTML page claiming to be a JPEG', async () => {
    await refuse(
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'x.jpg', type: 'image/jpeg' },
      400,
      /not accepted/,
    );
  });

  it('refuses a file over ATTACHMENT_MAX_BYTES', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(MAX_BYTES + 10)]);
    await refuse({ bytes: big, name: 'big.png' }, 413, /too large; the maximum is 0\.3 MB|too large/);
  });

  it('refuses HEIC honestly (the prebuilt image library cannot decode it)', async () => {
    const heic = Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
    await refuse({ bytes: heic, name: 'IMG_0001.HEIC', type: 'image/heic' }, 400, /HEIC photos cannot be accepted/);
  });

  it.each([
    ['a JavaScript open action', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'],
    ['a hex-escaped name', '/Names << /J#61vaScript 3 0 R >>'],
    ['a launch action', '/OpenAction 4 0 R /AcroForm << /Launch (cmd.exe) >>'],
    ['an embedded file', '/Names << /EmbeddedFiles 5 0 R >>'],
  ])('refuses a PDF with %s', async (_, body) => {
    await refuse({ bytes: pdf(body), name: 'invoice.pdf', type: 'application/pdf' }, 400, /PDF contains scripts/);
  });

  it('refuses a PDF hiding a script in a compressed object stream', async () => {
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
    const bytes = Buffer.concat([
      pdf(''),
      Buffer.from('3 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'),
      hidden,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    await refuse({ bytes, name: 'x.pdf', type: 'application/pdf' }, 400, /PDF contains scripts/);
  });

  it('a failure after the file was written removes it again (the transaction and the bytes go together)', async () => {
    const service = new AttachmentService(t.database.db, loadAttachmentConfig({ ATTACHMENTS_DIR: dir }, 'memory'));
    const file = await cleanAttachment(
      { buffer: await png(), filename: 'p.png' },
      { maxBytes: MAX_BYTES, maxPixels: 1e6 },
    );
    const before = await t.settledFingerprint();
    const filesBefore = storedFiles().length;
    await expect(
      service.withFiles(async (_tx, save) => {
        await save(file, { ownerUserId: null });
        expect(storedFiles()).toHaveLength(filesBefore + 1);
        throw new Error('mail server down');
      }),
    ).rejects.toThrow('mail server down');
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(await t.fingerprint()).toBe(before);
  });

  it('keeps a plain PDF and strips EXIF from a JPEG; a path in the name is only a display name', async () => {
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await postForm('/api/form/contact-us', contact(), {
      bytes: jpeg,
      name: '../../etc/passwd\u202Egpj.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(200);
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.number, res.body.data.ticket_number));
    const [file] = await t.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.ticketId, ticket?.id ?? 0));
    expect(file?.originalName).toBe('passwdgpj.jpg');
    expect(file?.storageKey).toMatch(/^\d{4}\/\d{2}\/[a-f0-9]{32}$/);
    const stored = storedFiles().find((p) => p.endsWith(file?.storageKey.split('/').pop() ?? '?'));
    expect(stored?.startsWith(dir)).toBe(true);
    const bytes = (await import('node:fs')).readFileSync(stored ?? '');
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
    expect(bytes.includes(Buffer.from('SECRET-OWNER'))).toBe(false);

    const okPdf = await postForm('/api/form/contact-us', contact(), {
      bytes: pdf('/OpenAction [3 0 R /Fit]'),
      name: 'receipt.pdf',
      type: 'application/pdf',
    });
    expect(okPdf.status).toBe(200);
  });
});

describe('tickets of a signed-in shopper', () => {
  it('opens, lists, reads, replies; another shopper sees neither the ticket nor its attachment', async () => {
    const alice = await userSession(t);
    const bob = await userSession(t);
    const created = await postForm(
      '/api/user/tickets',
      {
        name: 'Alice',
        email: alice.email ?? '',
        phone: '0501234567',
        issue_type_id: orderIssue,
        description: 'Broken pot',
      },
      { bytes: await jpegWithExif(), name: 'pot.jpg', type: 'image/jpeg' },
      bearer(alice.token),
    );
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Your ticket has been submitted. We will get back to you soon.');
    const ticket = created.body.data;
    expect(ticket).toMatchObject({
      status: 'pending',
      status_label: 'Pending',
      can_reply: true,
      issue_type: { requires_order: true },
    });
    const attachment = ticket.messages[0].attachments[0];
    expect(attachment).toMatchObject({ name: 'pot.jpg', content_type: 'image/jpeg' });

    const list = await t.client({ token: alice.token }).request('tickets', {});
    expect(list.map((x) => x.id)).toEqual([ticket.id]);
    expect(await t.client({ token: bob.token }).request('tickets', {})).toEqual([]);

    const download = await fetch(`${t.baseUrl}${attachment.url}`, { headers: bearer(alice.token) });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="pot.jpg"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-type')).toBe('image/jpeg');

    expectErrorEnvelope(await t.http('GET', attachment.url, { headers: bearer(bob.token) }), 404);
    expectErrorEnvelope(await t.http('GET', attachment.url), 401);
    expectErrorEnvelope(
      await t.http('GET', `/api/user/tickets/${ticket.id}`, { headers: bearer(bob.token, 'ar') }),
      404,
    );
    const before = await t.settledFingerprint();
    expectErrorEnvelope(
      await t.http('POST', `/api/user/tickets/${ticket.id}/reply`, {
        body: { message: 'hi' },
        headers: bearer(bob.token),
      }),
      404,
    );
    expect(await t.fingerprint()).toBe(before);

    const reply = await postForm(
      `/api/user/tickets/${ticket.id}/reply`,
      { message: 'Any news?' },
      undefined,
      bearer(alice.token),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.messages.map((m: { body: string }) => m.body)).toEqual(['Broken pot', 'Any news?']);
  });

  it('a guest session cannot open a ticket (sign in first)', async () => {
    const guest = await t.http('POST', '/api/account/login-as-guest', { body: {} });
    const res = await t.http('POST', '/api/user/tickets', {
      body: { name: 'G', email: 'g@example.sa', phone: '0501234567' },
      headers: bearer(guest.body.data.token),
    });
    expect(expectErrorEnvelope(res, 401).data.reason).toBe('sign_in_required');
  });

  it('lists the issue types by scope in the caller language', async () => {
    const ar = await t.client({ language: 'ar' }).request('ticketIssueList', { params: { id: 'order' } });
    expect(ar.length).toBeGreaterThan(0);
    expect(ar.every((i) => i.requires_order)).toBe(true);
    expect(ar[0]?.name).toMatch(/[\u0600-\u06FF]/);
    const general = await t.client({ language: 'en' }).request('ticketIssueList', { params: { id: 'general' } });
    expect(general.some((i) => i.name === 'Other')).toBe(true);
    expectErrorEnvelope(await t.http('GET', '/api/user/tickets/issue-list/nope'), 400);
  });
});

describe('operator API', () => {
  const op = { authorization: `Bearer ${OPERATOR_TOKEN}`, language: 'en' };

  it('needs the operator credential', async () => {
    const alice = await userSession(t);
    expectErrorEnvelope(await t.http('GET', '/api/operator/tickets'), 403);
    expectErrorEnvelope(await t.http('GET', '/api/operator/tickets', { headers: bearer(alice.token) }), 403);
    expectErrorEnvelope(
      await t.http('GET', '/api/operator/tickets', { headers: { authorization: 'Bearer wrong' } }),
      403,
    );
    expect((await t.http('GET', '/api/operator/tickets', { headers: op })).status).toBe(200);
    expect((await t.http('GET', '/api/operator/tickets', { headers: { 'x-operator-key': OPERATOR_KEY } })).status).toBe(
      200,
    );
    // The key works from loopback only: a request forwarded for a shopper's address is refused.
    const forwarded = await t.http('GET', '/api/operator/tickets', {
      headers: { 'x-operator-key': OPERATOR_KEY, 'x-forwarded-for': '203.0.113.5', language: 'ar' },
    });
    expect(expectErrorEnvelope(forwarded, 403).message).toBe('يتطلب هذا الطلب صلاحية المشغل');
  });

  it('replies and changes statuses; the shopper gets ticket_updated / ticket_closed in their language', async () => {
    const shopper = await userSession(t, { language: 'ar' });
    const created = await postForm(
      '/api/user/tickets',
      { name: 'نورة', email: shopper.email ?? '', phone: '0501234567', description: 'وصلت الهدية متأخرة' },
      undefined,
      bearer(shopper.token, 'ar'),
    );
    const id = created.body.data.id as number;
    const reply = await postForm(
      `/api/operator/tickets/${id}/reply`,
      { message: 'We are checking with the courier.' },
      { bytes: await png(), name: 'label.png' },
      op,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.messages.at(-1)).toMatchObject({
      author: 'operator',
      body: 'We are checking with the courier.',
    });
    const operatorFile = reply.body.data.messages.at(-1).attachments[0];
    expect(operatorFile.url).toMatch(/^\/api\/operator\/attachments\//);
    // The shopper reads the operator's file through their own path.
    const mine = await t.client({ token: shopper.token }).request('ticketDetail', { params: { id } });
    const shopperUrl = mine.messages.at(-1)?.attachments[0]?.url ?? '';
    expect((await fetch(`${t.baseUrl}${shopperUrl}`, { headers: bearer(shopper.token) })).status).toBe(200);
    expect((await fetch(`${t.baseUrl}${operatorFile.url}`, { headers: op })).status).toBe(200);

    let mails = await emailsTo(shopper.email ?? '', 2);
    expect(mails[0]?.subject).toContain('تحديث على تذكرتك');

    const status = await t.http('POST', `/api/operator/tickets/${id}/status`, {
      body: { status: 'in_progress' },
      headers: op,
    });
    expect(status.body.data).toMatchObject({ status: 'in_progress', language: 'ar', source: 'account' });
    const same = await t.http('POST', `/api/operator/tickets/${id}/status`, {
      body: { status: 'in_progress' },
      headers: { ...op, language: 'ar' },
    });
    expect(expectErrorEnvelope(same, 409).message).toBe('التذكرة في هذه الحالة بالفعل');

    const closed = await t.http('POST', `/api/operator/tickets/${id}/status`, {
      body: { status: 'resolved_without_refund', note: 'Delivered on the next day.' },
      headers: op,
    });
    expect(closed.status).toBe(200);
    mails = await emailsTo(shopper.email ?? '', 4);
    expect(mails[0]?.subject).toContain('أُغلقت تذكرتك');
    expect(mails[0]?.text).toContain('Delivered on the next day.');

    const late = await postForm(
      `/api/user/tickets/${id}/reply`,
      { message: 'thanks' },
      undefined,
      bearer(shopper.token),
    );
    expect(expectErrorEnvelope(late, 409).message).toBe('This ticket is closed; please open a new one');
  });

  const openTicket = async (language: 'ar' | 'en' = 'en') => {
    const shopper = await userSession(t, { language });
    const created = await postForm(
      '/api/user/tickets',
      { name: 'Huda', email: shopper.email ?? '', phone: '0501234567', description: 'Wilted on arrival' },
      undefined,
      bearer(shopper.token, language),
    );
    return { shopper, id: created.body.data.id as number };
  };

  it('resolved with refund credits the wallet once, tells the shopper, and cannot be refunded again', async () => {
    const { shopper, id } = await openTicket('en');
    const res = await t.http('POST', `/api/operator/tickets/${id}/status`, {
      body: { status: 'resolved_with_refund', refund_amount: 2550, note: 'Sorry about the plant.' },
      headers: op,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'resolved_with_refund', refund_amount: 2550, can_reply: false });
    expect(await walletBalance(t.database.db, shopper.userId)).toBe(2550);
    const mails = await emailsTo(shopper.email ?? '', 2);
    expect(mails[0]?.subject).toMatch(/was closed/);
    expect(mails[0]?.text).toContain('SAR');
    expect(mails[0]?.text).toContain('25.50');

    const before = await t.settledFingerprint();
    const again = await t.http('POST', `/api/operator/tickets/${id}/status`, {
      body: { status: 'resolved_with_refund', refund_amount: 2550 },
      headers: op,
    });
    expectErrorEnvelope(again, 409);
    const reopen = await t.http('POST', `/api/operator/tickets/${id}/status`, {
      body: { status: 'in_progress' },
      headers: op,
    });
    expect(expectErrorEnvelope(reopen, 409).message).toBe('A ticket resolved with a refund can only be closed');
    expect(await t.fingerprint()).toBe(before);

    expect(
      (await t.http('POST', `/api/operator/tickets/${id}/status`, { body: { status: 'closed' }, headers: op })).status,
    ).toBe(200);
    const refundAfterClose = await t.http('POST', `/api/operator/tickets/${id}/status`, {
      body: { status: 'resolved_with_refund', refund_amount: 100 },
      headers: op,
    });
    expect(expectErrorEnvelope(refundAfterClose, 409).message).toBe('This ticket has already been refunded');
    expect(await walletBalance(t.database.db, shopper.userId)).toBe(2550);
  });

  it.skipIf(dbKind !== 'postgres')('racing refund calls credit the wallet once (PostgreSQL)', async () => {
    const { shopper, id } = await openTicket('ar');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.http('POST', `/api/operator/tickets/${id}/status`, {
          body: { status: 'resolved_with_refund', refund_amount: 1000 },
          headers: op,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await walletBalance(t.database.db, shopper.userId)).toBe(1000);
  });

  it('a refund needs the amount and a ticket from an account', async () => {
    const guestTicket = await t.http('POST', '/api/form/contact-us', {
      body: contact(),
      headers: { 'x-forwarded-for': freshIp() },
    });
    const [row] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.number, guestTicket.body.data.ticket_number));
    // The ticket's acknowledgement is sent in the background: compare once it has been.
    const before = await t.settledFingerprint();
    const missing = await t.http('POST', `/api/operator/tickets/${row?.id}/status`, {
      body: { status: 'resolved_with_refund' },
      headers: op,
    });
    expect(expectErrorEnvelope(missing, 400).data.errors[0]).toMatchObject({ field: 'refund_amount' });
    const guest = await t.http('POST', `/api/operator/tickets/${row?.id}/status`, {
      body: { status: 'resolved_with_refund', refund_amount: 1500 },
      headers: op,
    });
    expectErrorEnvelope(guest, 409);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('corporate gifts and collaboration', () => {
  const corporate = (over: Fields = {}): Fields => ({
    name: 'Omar',
    company_name: 'Acme Trading',
    email: `omar${Math.random().toString(36).slice(2, 8)}@acme.sa`,
    phone_number: '+966 50 123 4567',
    description: '120 desk plants for our new office',
    city: 'Riyadh',
    quantity: '١٢٠',
    ...over,
  });

  it('stores the inquiry with its attachment, acknowledges the sender in English and sends the store inbox', async () => {
    const fields = corporate();
    const res = await postForm('/api/form/corporate-gifts', fields, {
      bytes: pdf(''),
      name: 'brief.pdf',
      type: 'application/pdf',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Thank you, your corporate gift inquiry has been sent. Our team will contact you.');
    const reference = res.body.data.reference as string;
    const ack = await emailsTo(String(fields.email));
    expect(ack[0]?.subject).toBe(`We received your corporate gift inquiry (${reference})`);
    const inbox = await emailsTo('inbox@store.test');
    const copy = inbox.find((m) => m.subject?.includes(reference));
    expect(copy?.text).toContain('Acme Trading');
    expect(copy?.text).toContain('brief.pdf');
    const list = await t.http('GET', '/api/operator/form-submissions?kind=corporate_gifts', {
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    const mine = list.body.data.find((s: { reference: string }) => s.reference === reference);
    expect(mine.fields).toMatchObject({ quantity: 120, phone_number: '966501234567' });
    expect(mine.attachments[0]).toMatchObject({ name: 'brief.pdf', content_type: 'application/pdf' });
  });

  it.each([
    ['en', 'company_name', 'This field is required'],
    ['ar', 'city', 'هذا الحقل مطلوب'],
    ['en', 'description', 'This field is required'],
    ['ar', 'email', 'البريد الإلكتروني مطلوب'],
  ] as const)('%s: corporate gifts require %s', async (language, field, message) => {
    const before = await t.settledFingerprint();
    const res = await postForm('/api/form/corporate-gifts', corporate({ [field]: undefined }), undefined, { language });
    expect(expectErrorEnvelope(res, 400).data.errors[0]).toMatchObject({ field, message });
    expect(await t.fingerprint()).toBe(before);
  });

  it.each([
    ['en', '-5', 'Enter a quantity between 1 and 100,000'],
    ['ar', '99999999999999999999', 'أدخل كمية بين ١ و١٠٠٬٠٠٠'],
    ['en', '100001', 'Enter a quantity between 1 and 100,000'],
    ['ar', '0', 'أدخل كمية بين ١ و١٠٠٬٠٠٠'],
    ['en', '2.5', 'Enter a quantity between 1 and 100,000'],
  ] as const)(
    '%s: a quantity of %s is refused with the range, nothing stored or sent',
    async (language, quantity, message) => {
      const fields = corporate({ quantity });
      const before = await t.settledFingerprint();
      const res = await postForm('/api/form/corporate-gifts', fields, undefined, { language });
      const body = expectErrorEnvelope(res, 400);
      expect(body.data.errors).toEqual([{ field: 'quantity', message, rule: 'quantity_out_of_range' }]);
      expect(await t.fingerprint()).toBe(before);
      expect(await emailsTo(String(fields.email), 0)).toEqual([]);
    },
  );

  // The envelope's message is what the form's dialog shows: a generic rule names the field by its
  // label in the caller's language, never by the API's key ("Invalid value for company_name: …").
  it.each([
    {
      language: 'en',
      path: '/api/form/corporate-gifts',
      body: { company_name: undefined },
      field: 'company_name',
      message: 'Company name: This field is required',
    },
    {
      language: 'ar',
      path: '/api/form/corporate-gifts',
      body: { company_name: undefined },
      field: 'company_name',
      message: 'اسم الشركة: هذا الحقل مطلوب',
    },
    {
      language: 'ar',
      path: '/api/form/corporate-gifts',
      body: { city: 'r'.repeat(101) },
      field: 'city',
      message: 'المدينة: يجب ألا يزيد عن ١٠٠ حرف',
    },
    {
      language: 'en',
      path: '/api/form/corporate-gifts',
      body: { description: '   ' },
      field: 'description',
      message: 'Description: This field is required',
    },
    {
      language: 'ar',
      path: '/api/form/collaboration',
      body: { name: undefined, city: undefined, quantity: undefined, description: undefined },
      field: 'description',
      message: 'الوصف: هذا الحقل مطلوب',
    },
    {
      language: 'en',
      path: '/api/form/contact-us',
      body: {
        company_name: undefined,
        city: undefined,
        quantity: undefined,
        phone_number: undefined,
        phone: '0551234567',
        order_number: 'n'.repeat(41),
      },
      field: 'order_number',
      message: 'Order number: Must be at most 40 characters',
    },
  ] as const)(
    '$language: $path refuses $field naming it by its label, changing nothing',
    async ({ language, path, body, field, message }) => {
      const fields = corporate(body as Fields);
      const before = await t.settledFingerprint();
      for (const res of [
        await postForm(path, fields, undefined, { language }),
        await t.http('POST', path, { body: fields, headers: { language, 'x-forwarded-for': freshIp() } }),
      ]) {
        const refused = expectErrorEnvelope(res, 400);
        expect(refused.message).toBe(message);
        expect(refused.message).not.toMatch(/[a-z]+_[a-z]+|Invalid value for|قيمة غير صالحة/);
        expect(refused.data.errors[0]).toMatchObject({ field });
      }
      expect(await t.fingerprint()).toBe(before);
      expect(await emailsTo(String(fields.email), 0)).toEqual([]);
    },
  );

  it('a JSON quantity below one is refused too', async () => {
    const before = await t.settledFingerprint();
    const res = await t.http('POST', '/api/form/corporate-gifts', {
      body: { ...corporate(), quantity: -5 },
      headers: { language: 'en', 'x-forwarded-for': freshIp() },
    });
    expect(expectErrorEnvelope(res, 400).data.errors[0]).toMatchObject({
      field: 'quantity',
      rule: 'quantity_out_of_range',
    });
    expect(await t.fingerprint()).toBe(before);
  });

  it('collaboration: stored and acknowledged in Arabic; required fields; no file allowed', async () => {
    const email = `collab${Math.random().toString(36).slice(2, 8)}@partner.sa`;
    const res = await t.http('POST', '/api/form/collaboration', {
      body: { company_name: 'Partner Co', email, phone_number: '0551234567', description: 'Pop-up stand' },
      headers: { language: 'ar', 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('شكرا لك، تم إرسال طلب التعاون. سيتواصل معك فريقنا.');
    expect((await emailsTo(email))[0]?.subject).toContain('طلب التعاون');
    const before = await t.settledFingerprint();
    const bad = await t.http('POST', '/api/form/collaboration', {
      body: { company_name: 'Partner Co', email, phone_number: 'abc' },
      headers: { language: 'en', 'x-forwarded-for': freshIp() },
    });
    expect(
      expectErrorEnvelope(bad, 400)
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['description', 'phone_number']);
    // A text over its limit is named with the limit, in the caller's language (never "invalid type").
    for (const [language, text] of [
      ['en', 'Must be at most 150 characters'],
      ['ar', 'يجب ألا يزيد عن ١٥٠ حرفًا'],
    ] as const) {
      const long = await t.http('POST', '/api/form/collaboration', {
        body: { company_name: 'x'.repeat(151), email, phone_number: '0551234567', description: 'd' },
        headers: { language, 'x-forwarded-for': freshIp() },
      });
      expect(expectErrorEnvelope(long, 400).data.errors).toEqual([
        { field: 'company_name', message: text, rule: 'too_long' },
      ]);
    }
    const withFile = await postForm(
      '/api/form/collaboration',
      { company_name: 'P', email, phone_number: '0551234567', description: 'd' },
      { bytes: await png(), name: 'a.png' },
    );
    expectErrorEnvelope(withFile, 400);
    expect(await t.fingerprint()).toBe(before);
    const rows = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe('abuse limits', () => {
  it('per shopper: replies beyond SUPPORT_REPLIES_PER_USER_PER_HOUR are refused', async () => {
    const shopper = await userSession(t);
    const created = await t.http('POST', '/api/user/tickets', {
      body: { name: 'Reem', email: shopper.email, phone: '0501234567', description: 'Question' },
      headers: { ...bearer(shopper.token), 'x-forwarded-for': freshIp() },
    });
    const id = created.body.data.id as number;
    const reply = () =>
      t.http('POST', `/api/user/tickets/${id}/reply`, { body: { message: 'hello?' }, headers: bearer(shopper.token) });
    for (let i = 0; i < 4; i++) expect((await reply()).status).toBe(200);
    expectErrorEnvelope(await reply(), 429);
  });

  it('per e-mail: the fourth form of one address within the hour is refused (any IP)', async () => {
    const email = `limit${Math.random().toString(36).slice(2, 8)}@example.sa`;
    for (let i = 0; i < 3; i++) expect((await postForm('/api/form/contact-us', contact({ email }))).status).toBe(200);
    const res = await postForm('/api/form/contact-us', contact({ email }), undefined, { language: 'ar' });
    expect(expectErrorEnvelope(res, 429).message).toMatch(/محاولات كثيرة/);
  });

  it('per IP: the fifth form from one address is refused, before its file is even read', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 4; i++) {
      expect(
        (
          await postForm(
            '/api/form/corporate-gifts',
            {
              name: 'A',
              company_name: 'B',
              email: `ip${i}@x.sa`,
              phone_number: '0501234567',
              description: 'd',
              city: 'Jeddah',
            },
            undefined,
            { 'x-forwarded-for': ip },
          )
        ).status,
      ).toBe(200);
    }
    const res = await postForm(
      '/api/form/corporate-gifts',
      { name: 'A', company_name: 'B', email: 'ip9@x.sa', phone_number: '0501234567', description: 'd', city: 'Jeddah' },
      undefined,
      { 'x-forwarded-for': ip, language: 'en' },
    );
    expect(expectErrorEnvelope(res, 429).message).toMatch(/^Too many attempts/);
  });
});
