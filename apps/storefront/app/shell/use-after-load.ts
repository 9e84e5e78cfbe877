import { useEffect, useState } from 'react';
import { afterLoadWhenIdle } from './when-idle';

/** False until the page has loaded and the browser is idle (the push client mounts then). */
export function useAfterLoad(): boolean {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setLoaded(true)), []);
  return isLoaded;
}
