import { describe, expect, it } from 'vitest';
import { formatSlotTime } from './slot-time';

describe('formatSlotTime', () => {
  it('writes the slot in Arabic-Indic digits on Arabic pages', () => {
    const text = formatSlotTime('09:00', '13:00', 'ar');
    expect(text).toContain('٠٩:٠٠');
    expect(text).toContain('١٣:٠٠');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('writes the slot in Latin digits on English pages', () => {
    const text = formatSlotTime('09:00', '13:00', 'en');
    expect(text).toMatch(/09:00\s?–\s?13:00/);
  });

  it('accepts seconds from the server and keeps an unreadable time as given', () => {
    expect(formatSlotTime('17:00:00', '21:00:00', 'en')).toMatch(/17:00\s?–\s?21:00/);
    expect(formatSlotTime('soon', 'later', 'ar')).toBe('soon–later');
  });
});
