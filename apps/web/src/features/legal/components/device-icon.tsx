import type { DeviceKind } from '../utils/devices';

const SHAPES: Record<DeviceKind, string> = {
  browser: 'M3 5h18v11H3zM8 20h8M12 16v4',
  mobile:
    'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5zM11 18.5h2',
  tv: 'M2.5 6h19v12h-19zM8 21h8M9 2.5l3 3.5 3-3.5',
};

/** A line drawing of the kind of device; decorative, the card's heading names the device. */
export function DeviceIcon({ kind }: { kind: DeviceKind }) {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={SHAPES[kind]} />
    </svg>
  );
}
