import { endpointAnalytics, type PageView, sendLandingView } from './analytics';

/** A value as JavaScript source inside an inline script: JSON, with `<` escaped so no `</script>` can end it. */
const asScriptValue = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The inline code that sends the landing page's view as the page is parsed (`sendLandingView`), or
 * nothing when no analytics endpoint is configured. The page's code may never run (a page that
 * waits for the shopper's first input, hydration-mode.ts), so the view cannot wait for it.
 */
export function landingViewScript(endpoint: string | undefined, view: Pick<PageView, 'locale' | 'cityId'>): string {
  if (!endpoint) return '';
  return `(${sendLandingView.toString()})(${endpointAnalytics.toString()},${asScriptValue(endpoint)},${asScriptValue(view)});`;
}
