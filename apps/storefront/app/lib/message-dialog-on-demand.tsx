/**
 * The design system's `MessageDialog` for pages that may need it but rarely do (a refused coupon,
 * a line that could not be updated). Its code, and the Radix dialog machinery under it (~12 KiB
 * gzip), is not part of the page's hydration: it loads once the page is idle after loading, or
 * when the dialog first opens if that comes sooner, and the dialog mounts then and stays mounted.
 */
import type { MessageDialogProps } from '@hadiya/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '../shell/when-idle';
import { importWhenReachable } from './import-when-reachable';

// A dropped connection delays the dialog until its code arrives (`importWhenReachable`); the
// page stays as it is.
const loadMessageDialog = () =>
  importWhenReachable(() => import('./message-dialog-module')).then((module) => ({ default: module.MessageDialog }));
const LazyMessageDialog = lazy(loadMessageDialog);

export function MessageDialogOnDemand(props: MessageDialogProps) {
  const [isMounted, setMounted] = useState(props.open === true);
  if (props.open && !isMounted) setMounted(true);
  useEffect(() => afterLoadWhenIdle(() => void loadMessageDialog()), []);
  return isMounted ? (
    <Suspense fallback={null}>
      <LazyMessageDialog {...props} />
    </Suspense>
  ) : null;
}
