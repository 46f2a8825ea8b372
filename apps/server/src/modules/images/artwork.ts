/**
 * Per-title artwork as SVG: a gradient and pattern chosen from the item id. Posters and thumbnails carry
 * the Arabic and English titles as key art does; the wide frames (hero slides, backgrounds) carry none,
 * because the app draws the title over them and the name would show twice.
 */

export interface ArtworkSubject {
  id: number;
  name: string;
  displayTitle: string | null;
  isChannel: boolean;
}

export interface Frame {
  width: number;
  height: number;
  /** False where the app draws its own title over the art (hero slides, backgrounds): no text in it. */
  titled: boolean;
}

/** The natural frame of each image type; requested widths scale it down, never up. */
export const FRAMES: Partial<Record<string, Frame>> = {
  poster: { width: 600, height: 900, titled: true },
  thumbnail: { width: 960, height: 540, titled: true },
  background: { width: 1920, height: 1080, titled: false },
  Background: { width: 1920, height: 1080, titled: false },
  webSlider: { width: 1920, height: 800, titled: false },
  WSlider: { width: 1920, height: 800, titled: false },
  mobileSlider: { width: 750, height: 1000, titled: false },
  MSlider: { width: 750, height: 1000, titled: false },
  logo: { width: 480, height: 400, titled: true },
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

function titleLines(subject: ArtworkSubject, frame: Frame, centreY: number): string {
  const { width, height } = frame;
  const unit = Math.min(width, height) / 10;
  const arabicLines = wrap(subject.name, width > height ? 28 : 14);
  const arabicSize = unit * (subject.isChannel ? 1.3 : 1.1);
  const arabic = arabicLines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${centreY + index * arabicSize * 1.25}" font-size="${arabicSize}" font-weight="bold" direction="rtl">${escapeXml(line)}</text>`,
    )
    .join('');
  const englishY = centreY + arabicLines.length * arabicSize * 1.25 + unit * 0.3;
  const englishSize = unit * 0.55;
  const english = wrap((subject.displayTitle ?? '').toUpperCase(), latinCharsPerLine(width, englishSize))
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${englishY + index * englishSize * 1.4}" font-size="${englishSize}" fill-opacity="0.85" letter-spacing="${LETTER_SPACING}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<g font-family="${FONT}" fill="#fff" text-anchor="middle">${arabic}
${english}</g>`;
}

const LETTER_SPACING = 2;

/**
 * How many capitals of DejaVu Sans at `fontSize` fit across 86% of the frame: a capital's advance is
 * about 0.72 of the size, plus the letter spacing. An English title longer than that ("SECRET OF THE
 * STORM - EPISODE 15" on a poster) ran off both edges on one line.
 */
export function latinCharsPerLine(width: number, fontSize: number): number {
  return Math.floor((0.86 * width) / (fontSize * 0.72 + LETTER_SPACING));
}

/** Outlines of a unit emblem around (0, 0): with the palettes, 70 looks for channels side by side in a row. */
const EMBLEMS = [
  '<circle r="1"/>',
  '<rect x="-0.9" y="-0.9" width="1.8" height="1.8" rx="0.35"/>',
  '<polygon points="0,-1.1 1.1,0 0,1.1 -1.1,0"/>',
  '<polygon points="0,-1 0.87,-0.5 0.87,0.5 0,1 -0.87,0.5 -0.87,-0.5"/>',
  '<polygon points="-0.4,-0.95 0.4,-0.95 0.95,-0.4 0.95,0.4 0.4,0.95 -0.4,0.95 -0.95,0.4 -0.95,-0.4"/>',
  '<path d="M-0.9,-0.9 H0.9 V0.1 Q0.9,0.75 0,1.05 Q-0.9,0.75 -0.9,0.1Z"/>',
  '<rect x="-1.35" y="-0.75" width="2.7" height="1.5" rx="0.75"/>',
] as const;

/** The first letter of a channel's network name, past the article ("النهار" gives "ن"). */
function monogram(name: string): string {
  const word = name.trim().split(/\s+/, 1)[0] ?? '';
  const stem = word.startsWith('ال') && word.length > 2 ? word.slice(2) : word;
  return Array.from(stem)[0] ?? '';
}

/** A channel's mark: a white emblem, its shape chosen by id, holding the network's first letter. */
function channelEmblem(
  subject: ArtworkSubject,
  cx: number,
  cy: number,
  radius: number,
  colour: string,
): string {
  const shape = EMBLEMS[subject.id % EMBLEMS.length] ?? EMBLEMS[0];
  return `<g transform="translate(${cx} ${cy}) scale(${radius})" fill="#fff">${shape}</g>
<text x="${cx}" y="${cy + radius * 0.32}" font-family="${FONT}" font-size="${radius * 0.95}" font-weight="bold" fill="${colour}" text-anchor="middle">${escapeXml(monogram(subject.name))}</text>`;
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
  // a channel's art is its logo: an emblem over its name, the same in every frame (the emblem alone where
  // the app titles the art); the gradient darkens towards the bottom, where titles are, so they stay legible
  const art = subject.isChannel
    ? frame.titled
      ? `${channelEmblem(subject, width / 2, height * 0.3, unit * 1.9, from)}
${titleLines(subject, frame, height * 0.7)}`
      : channelEmblem(subject, width / 2, height / 2, unit * 2, from)
    : `<circle cx="${circle}" cy="${height * 0.3}" r="${unit * 4}" fill="#fff" fill-opacity="0.08"/>
<circle cx="${width - circle}" cy="${height * 0.8}" r="${unit * 6}" fill="#000" fill-opacity="0.12"/>
${frame.titled ? titleLines(subject, frame, height * (width > height ? 0.55 : 0.62)) : ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outputWidth}" height="${outputHeight}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="0.55" stop-color="${to}"/><stop offset="1" stop-color="#0b0b12"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${art}
</svg>`;
}
