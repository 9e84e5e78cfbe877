import type { ComponentProps } from 'react';

// lucide-react 1.x ships no brand icons; these are simple marks drawn for the footer. Logos: never mirrored.

type MarkProps = ComponentProps<'svg'>;

function Mark({ children, ...props }: MarkProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function InstagramMark(props: MarkProps) {
  return (
    <Mark {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </Mark>
  );
}

export function XMark(props: MarkProps) {
  return (
    <Mark {...props}>
      <path d="M4.5 4h4l11 16h-4z" fill="currentColor" strokeWidth="1" />
      <path d="M19.5 4 13.3 11M10.7 13.2 4.5 20" />
    </Mark>
  );
}

export function TikTokMark(props: MarkProps) {
  return (
    <Mark {...props}>
      <path d="M13.5 3.5v11.2a3.7 3.7 0 1 1-3.7-3.7" />
      <path d="M13.5 3.5c.5 2.9 2.4 4.6 5.2 4.8" />
    </Mark>
  );
}

export function SnapchatMark(props: MarkProps) {
  return (
    <Mark {...props}>
      <path d="M12 3.5c-2.9 0-4.9 2.1-4.9 5v2.4l-1.7.6c-.4.2-.4.7 0 .9l1.5.6c-.6 1.6-1.8 2.9-3.3 3.5.5.8 1.7 1 2.6 1.1.2.6.3 1.1 1 1.1.8 0 1.5-.4 2.5.2.9.6 1.5 1.2 2.3 1.2s1.4-.6 2.3-1.2c1-.6 1.7-.2 2.5-.2.7 0 .8-.5 1-1.1.9-.1 2.1-.3 2.6-1.1-1.5-.6-2.7-1.9-3.3-3.5l1.5-.6c.4-.2.4-.7 0-.9l-1.7-.6V8.5c0-2.9-2-5-4.9-5Z" />
    </Mark>
  );
}
