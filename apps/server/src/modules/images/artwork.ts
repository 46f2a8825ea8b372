/** Per-title artwork as SVG: a gradient and pattern chosen from the item id, with its Arabic and English titles. */

export interface ArtworkSubject {
  id: number;
  name: string;
  displayTitle: string | null;
  isChannel: boolean;
}

export interface Frame {
  width: number;
  height: number;
}

/** The natural frame of each image type; requested widths scale it down, never up. */
export const FRAMES: Partial<Record<string, Frame>> = {
  poster: { width: 600, height: 900 },
  thumbnail: { width: 960, height: 540 },
  background: { width: 1920, height: 1080 },
  Background: { width: 1920, height: 1080 },
  webSlider: { width: 1920, height: 800 },
  WSlider: { width: 1920, height: 800 },
  mobileSlider: { width: 750, height: 1000 },
  MSlider: { width: 750, height: 1000 },
  logo: { width: 480, height: 400 },
};

/** The frame of an image type; only the types above (a type named like "constructor" is not one). */
export function frameOf(type: string): Frame | undefined {
  return Object.hasOwn(FRAMES, type) ? FRAMES[type] : undefined;
}

const PALETTES = [
  ['#3a0ca3', '#f72585'],
  ['#0b3d91', '#00b4d8'],
  ['#5f0f40', '#fb8b24'],
  ['#1b4332', '#95d5b2'],
  ['#370617', '#e85d04'],
  ['#10002b', '#9d4edd'],
  ['#03045e', '#48cae4'],
  ['#582f0e', '#ddb892'],
  ['#2b2d42', '#ef233c'],
  ['#14213d', '#fca311'],
] as const;

// DejaVu Sans is on the server and carries Arabic glyphs; librsvg shapes and joins them through pango
const FONT = 'DejaVu Sans, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits a title into lines of about `perLine` characters so long titles stay inside the frame. */
function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

function titleLines(subject: ArtworkSubject, frame: Frame): string {
  const { width, height } = frame;
  const unit = Math.min(width, height) / 10;
  const arabicLines = wrap(subject.name, width > height ? 28 : 14);
  const centreY = subject.isChannel ? height * 0.45 : height * (width > height ? 0.55 : 0.62);
  const arabicSize = unit * (subject.isChannel ? 1.3 : 1.1);
  const arabic = arabicLines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${centreY + index * arabicSize * 1.25}" font-size="${arabicSize}" font-weight="bold" direction="rtl">${escapeXml(line)}</text>`,
    )
    .join('');
  const englishY = centreY + arabicLines.length * arabicSize * 1.25 + unit * 0.3;
  const english = escapeXml((subject.displayTitle ?? '').toUpperCase());
  return `<g font-family="${FONT}" fill="#fff" text-anchor="middle">${arabic}
<text x="${width / 2}" y="${englishY}" font-size="${unit * 0.55}" fill-opacity="0.85" letter-spacing="2">${english}</text></g>`;
}

/**
 * The art of one item in a frame, drawn at `outputWidth` (the frame's own width when absent): the
 * drawing keeps the frame's coordinates and the renderer scales it, so a small variant costs less.
 */
export function renderArtworkSvg(subject: ArtworkSubject, frame: Frame, outputWidth = frame.width): string {
  const [from, to] = PALETTES[subject.id % PALETTES.length] ?? PALETTES[0];
  const { width, height } = frame;
  const outputHeight = Math.round((outputWidth * height) / width);
  const unit = Math.min(width, height) / 10;
  const circle = (subject.id * 7919) % width;
  // a channel's art is its logo: the name on a badge, the same in every frame; the gradient darkens
  // towards the bottom, where the titles are, so that they stay legible (one layer: rendering is cheap)
  const backdrop = subject.isChannel
    ? `<rect x="${width * 0.08}" y="${height * 0.12}" width="${width * 0.84}" height="${height * 0.76}" rx="${unit}" fill="#000" fill-opacity="0.28" stroke="#fff" stroke-opacity="0.5" stroke-width="${unit * 0.08}"/>`
    : `<circle cx="${circle}" cy="${height * 0.3}" r="${unit * 4}" fill="#fff" fill-opacity="0.08"/>
<circle cx="${width - circle}" cy="${height * 0.8}" r="${unit * 6}" fill="#000" fill-opacity="0.12"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outputWidth}" height="${outputHeight}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="0.55" stop-color="${to}"/><stop offset="1" stop-color="#0b0b12"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${backdrop}
${titleLines(subject, frame)}
</svg>`;
}
