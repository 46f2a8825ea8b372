import type { ReactNode } from 'react';

/** Small inline icons; decorative, so hidden from assistive technology (their buttons carry the label). */
interface IconProps {
  size?: number;
}

function StrokeIcon({
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

export function ChatIcon({ size = 20 }: IconProps) {
  return (
    <StrokeIcon size={size} strokeWidth={1.8}>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </StrokeIcon>
  );
}

export function PhoneIcon({ size = 18 }: IconProps) {
  return (
    <StrokeIcon size={size} strokeWidth={1.8}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z" />
    </StrokeIcon>
  );
}

export function MailIcon({ size = 18 }: IconProps) {
  return (
    <StrokeIcon size={size} strokeWidth={1.8}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" />
    </StrokeIcon>
  );
}

export function PinIcon({ size = 18 }: IconProps) {
  return (
    <StrokeIcon size={size} strokeWidth={1.8}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </StrokeIcon>
  );
}
