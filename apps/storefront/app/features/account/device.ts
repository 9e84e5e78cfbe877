import { FALLBACK_DEVICE_TOKEN, WEB_DEVICE_ID } from '@hadiya/contract/constants';
import { storageKeys } from '../../lib/preferences';

/** Device fields of every sign-in call (spec §9: device id 'Web', fallback token 'web_token'). */
export function deviceFields() {
  let token: string | null = null;
  try {
    token = window.localStorage.getItem(storageKeys.webToken);
  } catch {
    token = null;
  }
  return { device_id: WEB_DEVICE_ID, device_token: token || FALLBACK_DEVICE_TOKEN };
}
