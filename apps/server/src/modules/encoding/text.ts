/** Fonts with Arabic letters, tried in order; without any, ffmpeg's fontconfig picks its default. */
export const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
];

/** An ffmpeg drawtext filter: white text on a dark box, centred across, at height `y`. */
export function drawText(font: string | undefined, text: string, size: number, y: string): string {
  const face = font ? `fontfile=${font}:` : '';
  return `drawtext=${face}${text}:fontsize=${size}:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=12:x=(w-tw)/2:y=${y}`;
}
