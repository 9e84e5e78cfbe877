import { describe, expect, it } from 'vitest';
import { renderReceipt } from './receipt';
import { readQrFromHtml } from './test-kit';
import { decodeZatcaTlv } from './zatca';

const input = {
  orderNumber: 'HD-100023',
  issuedAt: new Date('2026-11-24T07:30:00Z'),
  sellerName: 'Hadiya Gifts Est.',
  vatNumber: '300000000000003',
  lines: [
    { title: 'Orchid', quantity: 2, totalHalalas: 30_000 },
    { title: 'Chocolate box', quantity: 1, totalHalalas: 5_000 },
  ],
  deliveryHalalas: 2_500,
  discountHalalas: 1_000,
  walletHalalas: 0,
  totalHalalas: 36_500,
  vatHalalas: 4_761,
  paymentMethod: 'card',
};

describe('receipt e-mail', () => {
  it('English: a simplified tax invoice whose QR decodes to the order figures', async () => {
    const r = await renderReceipt('en', input);
    expect(r.subject).toContain('HD-100023');
    expect(r.text).toContain('Simplified tax invoice');
    expect(r.text).toContain('VAT number: 300000000000003');
    expect(r.text).toContain('Orchid × 2');
    expect(r.text).toContain(`ZATCA QR code: ${r.qrPayload}`);
    expect(r.html).toMatch(/<html lang="en" dir="ltr">/);
    const scanned = readQrFromHtml(r.html);
    expect(scanned).toBe(r.qrPayload);
    const tlv = decodeZatcaTlv(scanned);
    expect(tlv.get(1)).toBe('Hadiya Gifts Est.');
    expect(tlv.get(2)).toBe('300000000000003');
    expect(tlv.get(3)).toBe('2026-11-24T07:30:00Z');
    expect(tlv.get(4)).toBe('365.00');
    expect(tlv.get(5)).toBe('47.61');
  });

  it('Arabic: right to left, Arabic labels, the same QR figures', async () => {
    const r = await renderReceipt('ar', { ...input, sellerName: 'مؤسسة هدية' });
    expect(r.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(r.text).toContain('فاتورة ضريبية مبسطة');
    expect(r.text).toContain('الرقم الضريبي');
    const tlv = decodeZatcaTlv(readQrFromHtml(r.html));
    expect(tlv.get(1)).toBe('مؤسسة هدية');
    expect(tlv.get(4)).toBe('365.00');
  });

  it('escapes what the shopper typed', async () => {
    const r = await renderReceipt('en', { ...input, customerName: '<script>x</script>' });
    expect(r.html).not.toContain('<script>x');
  });
});
