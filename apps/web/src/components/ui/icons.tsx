import type { ReactNode } from 'react';

/** Small inline icons; decorative, so hidden from assistive technology (their buttons carry the label). */
export interface IconProps {
  size?: number;
}

export function StrokeIcon({
  size = 24,
  strokeWidth = 2,
  children,
}: IconProps & { strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function LockIcon({ size }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </StrokeIcon>
  );
}

export function MenuIcon({ size }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </StrokeIcon>
  );
}

export function CloseIcon({ size }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}

export function UserIcon({ size }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
    </StrokeIcon>
  );
}

export function ChevronDownIcon({ size = 16 }: IconProps) {
  return (
    <StrokeIcon size={size} strokeWidth={2.5}>
      <path d="M6 9l6 6 6-6" />
    </StrokeIcon>
  );
}

export function SearchIcon({ size }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </StrokeIcon>
  );
}

export function GlobeIcon({ size = 18 }: IconProps) {
  return (
    <StrokeIcon size={size} strokeWidth={1.8}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </StrokeIcon>
  );
}
