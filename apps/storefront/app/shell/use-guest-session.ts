import { FALLBACK_DEVICE_TOKEN, WEB_DEVICE_ID } from '@hadiya/contract/constants';
import { useEffect } from 'react';
import { storageKeys } from '../lib/preferences';
import { useBrowserApi } from '../lib/route-data';

/**
 * Spec §4: on load a guest session is created when nobody is signed in and no guest exists yet.
 * The guest's token then goes with every call (`guestUser`, `guest_user_id`).
 */
export function useGuestSession() {
  const api = useBrowserApi();
  useEffect(() => {
    const storage = window.localStorage;
    if (storage.getItem(storageKeys.isSignin) === 'true' || storage.getItem(storageKeys.guestUser)) return;
    const controller = new AbortController();
    api
      .request(
        'loginAsGuest',
        {
          body: {
            device_id: WEB_DEVICE_ID,
            device_token: storage.getItem(storageKeys.webToken) ?? FALLBACK_DEVICE_TOKEN,
          },
        },
        { signal: controller.signal },
      )
      .then((guest) => {
        storage.setItem(storageKeys.guestUser, JSON.stringify(guest));
        storage.setItem(storageKeys.guestUserId, String(guest.guest_user_id));
      })
      .catch(() => {
        // Spec §7: a failed guest call is silent; the next load tries again.
      });
    return () => controller.abort();
  }, [api]);
}
