// Seam: the owning helper replaces this module (issue 15 §5, the web app manifest).
import { data } from 'react-router';

export function loader() {
  throw data(null, { status: 404 });
}
