import { useEffect, useState } from 'react';

/**
 * Whether this browser can pay with Apple Pay: `window.ApplePaySession?.canMakePayments()` (Safari
 * on a device with Apple Pay set up; README, reference §5). False on the server and in the first
 * render, so hydration matches; read once after it.
 */
export function useCanApplePay() {
  const [canPay, setCanPay] = useState(false);
  useEffect(() => {
    const session = (window as unknown as { ApplePaySession?: { canMakePayments(): boolean } }).ApplePaySession;
    try {
      setCanPay(Boolean(session?.canMakePayments()));
    } catch {
      setCanPay(false);
    }
  }, []);
  return canPay;
}
