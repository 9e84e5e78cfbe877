import { useEffect } from 'react';

/**
 * The support chat (spec §2) is a third-party script: it is never in the initial bundle and is
 * only fetched once the page has loaded and the browser is idle (`AfterLoadServices`).
 */
export function useChatWidget(scriptUrl: string | undefined) {
  useEffect(() => {
    if (!scriptUrl || document.querySelector('script[data-chat-widget]')) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.chatWidget = '';
    document.body.append(script);
  }, [scriptUrl]);
}
