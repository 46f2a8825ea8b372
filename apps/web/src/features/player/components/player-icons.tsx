import { StrokeIcon } from '../../../components/ui/icons';

/** The controls' icons; decorative, each button carries its own label. */
export function PlayIcon() {
  return (
    <StrokeIcon>
      <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
    </StrokeIcon>
  );
}

export function PauseIcon() {
  return (
    <StrokeIcon>
      <path d="M8 5v14M16 5v14" strokeWidth={3} />
    </StrokeIcon>
  );
}

/** Skip back or forward; the arrow's direction follows the video's time line, left to right. */
export function SkipIcon({ forward }: { forward: boolean }) {
  return (
    <StrokeIcon>
      <g transform={forward ? undefined : 'matrix(-1 0 0 1 24 0)'}>
        <path d="M20 12a8 8 0 1 1-2.3-5.6" />
        <path d="M20 4v4.5h-4.5" />
      </g>
      <text x="12" y="15.5" fontSize="8" textAnchor="middle" fill="currentColor" stroke="none">
        30
      </text>
    </StrokeIcon>
  );
}

export function VolumeIcon({ muted }: { muted: boolean }) {
  return (
    <StrokeIcon>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9.5l5 5M21 9.5l-5 5" />
      ) : (
        <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
      )}
    </StrokeIcon>
  );
}

export function FullscreenIcon({ active }: { active: boolean }) {
  return (
    <StrokeIcon>
      {active ? (
        <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
      ) : (
        <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
      )}
    </StrokeIcon>
  );
}

export function PictureInPictureIcon() {
  return (
    <StrokeIcon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <rect x="12" y="11" width="7" height="6" rx="1" fill="currentColor" />
    </StrokeIcon>
  );
}

export function LinkIcon() {
  return (
    <StrokeIcon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </StrokeIcon>
  );
}

export function ChannelIcon({ next }: { next: boolean }) {
  return (
    <StrokeIcon>
      <path d={next ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
    </StrokeIcon>
  );
}
