/** Marks of the social networks and app stores linked from the footer; decorative, the link carries the name. */
interface BrandIconProps {
  size?: number;
}

function FilledIcon({ size = 20, d }: BrandIconProps & { d: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

export function FacebookIcon({ size }: BrandIconProps) {
  return (
    <FilledIcon
      size={size}
      d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21z"
    />
  );
}

export function InstagramIcon({ size = 20 }: BrandIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function XIcon({ size }: BrandIconProps) {
  return (
    <FilledIcon
      size={size}
      d="M4 4h4.6l3.7 5.1L16.7 4h2.6l-5.8 6.7L20.2 20h-4.6l-4.1-5.6L6.6 20H4l6.3-7.2z"
    />
  );
}

export function YouTubeIcon({ size }: BrandIconProps) {
  return (
    <FilledIcon
      size={size}
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.7 2 12 2 12s0 3.3.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.5.4-4.8.4-4.8s0-3.3-.4-4.8zM10 15V9l5.2 3z"
    />
  );
}

export function AppleIcon({ size = 24 }: BrandIconProps) {
  return (
    <FilledIcon
      size={size}
      d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.5-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-4zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"
    />
  );
}

export function GooglePlayIcon({ size = 24 }: BrandIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 2.8l10.2 9.2L4 21.2c-.4-.2-.6-.6-.6-1.1V3.9c0-.5.2-.9.6-1.1z" fill="#34a853" />
      <path d="M17.6 8.9L14.2 12 4 2.8c.2-.1.5-.1.8 0z" fill="#fbbc04" />
      <path d="M17.6 15.1L4.8 21.2c-.3.1-.6.1-.8 0L14.2 12z" fill="#ea4335" />
      <path d="M20.2 10.5c.9.5.9 2.5 0 3l-2.6 1.6-3.4-3.1 3.4-3.1z" fill="#4285f4" />
    </svg>
  );
}
