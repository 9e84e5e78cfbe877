// Seam: the owning helper replaces this module (issue 15). Until then the path answers 404.
import { data } from 'react-router';

export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
