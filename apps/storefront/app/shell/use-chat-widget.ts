import { useEffect } from 'react';

/**
 * The support chat (spec §2) is a third-party script: it is never in the initial bundle and is
 * only fetched once the page has loaded and the browser is idle.
 */
export function useChatWidget(scriptUrl: string | undefined) {
  useEffect(() => {
    if (!scriptUrl || document.querySelector('script[data-chat-widget]')) return;
    const inject = () => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.dataset.chatWidget = '';
      document.body.append(script);
    };
    // Safari has no requestIdleCallback: a short timeout stands in for it.
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(inject, { timeout: 5000 })
        : setTimeout(inject, 2000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => window.removeEventListener('load', whenIdle);
  }, [scriptUrl]);
}
