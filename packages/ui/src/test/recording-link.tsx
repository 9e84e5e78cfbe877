import type { LinkComponentProps } from '../lib/link';

/** Paths the recording link was asked to open, in order; tests empty it before acting. */
export const followed: string[] = [];

/** Stands in for the app's router link: records the navigation instead of loading the page. */
export function RecordingLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        followed.push(href);
      }}
    />
  );
}
