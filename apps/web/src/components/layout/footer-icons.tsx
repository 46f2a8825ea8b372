import { StrokeIcon, type IconProps } from '../ui/icons';

/** The footer's and the support chat's icons: with their lazily loaded code, not in every page's first load. */
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
