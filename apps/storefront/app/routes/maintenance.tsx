import { MaintenanceScreen } from '@hadiya/ui';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/maintenance';
import { messages } from './maintenance.messages';

/** How often a waiting shopper's page asks whether the store is back. */
const RECHECK_MS = 15_000;

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      root,
      path: location.pathname,
      title: translate(root, messages.title),
      description: translate(root, messages.title),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Shown while the store is in maintenance, without header or footer. The root loader sends the
 * shopper back to the page they came from once maintenance ends; revalidating re-runs it.
 */
export default function MaintenancePage() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);
  return <MaintenanceScreen />;
}
