/**
 * Writes flat SVG product illustrations for every catalogue entry:
 *   apps/api/assets/products/{slug}-{n}.svg   (n = 1..imageCount)
 *
 * Run from the repository root:
 *   npx tsx apps/api/scripts/generate-product-images.ts
 *
 * Output is deterministic: colours come from the brand, varied by a hash of the slug.
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueSeed, type SeedProduct } from '../src/seed/catalogue';

const OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../assets/products');
const W = 800;
const H = 600;

// ───────────────────────────── helpers ─────────────────────────────

/** FNV-1a, 32-bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function hex(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const channel = (t: number): string => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    let v: number;
    if (x < 1 / 6) v = p + (q - p) * 6 * x;
    else if (x < 1 / 2) v = q;
    else if (x < 2 / 3) v = p + (q - p) * (2 / 3 - x) * 6;
    else v = p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(hh + 1 / 3)}${channel(hh)}${channel(hh - 1 / 3)}`;
}

/** Font size so `text` fits in `width` (rough average glyph width for bold sans-serif). */
function fit(text: string, width: number, max: number, min = 11): number {
  return Math.max(min, Math.min(max, Math.floor(width / (0.6 * Math.max(1, text.length)))));
}

/** Greedy word wrap into at most `maxLines` lines of about `perLine` characters. */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > perLine && lines.length < maxLines - 1) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  const lh = Math.round(size * 1.18);
  return lines.map((l, i) => `<text x="${x}" y="${y + i * lh}" font-size="${size}" ${attrs}>${esc(l)}</text>`).join('');
}

// ───────────────────────────── palette ─────────────────────────────

interface BrandTone {
  hue: number;
  sat: number;
  /** Laptop body: dark (gaming/ThinkPad), grey (space grey) or light (silver). */
  body?: 'dark' | 'grey' | 'light';
  /** Hue spread (+/- degrees) across products of the brand; default 10. */
  spread?: number;
  /** Screen wallpaper hue when the brand colour is too grey for it. */
  screenHue?: number;
}

const BRAND_TONES: Record<string, BrandTone> = {
  Dell: { hue: 205, sat: 88 },
  HP: { hue: 192, sat: 80 },
  Lenovo: { hue: 356, sat: 78 },
  Asus: { hue: 220, sat: 68 },
  Acer: { hue: 88, sat: 62 },
  Apple: { hue: 215, sat: 12, screenHue: 255, spread: 6 },
  MSI: { hue: 357, sat: 85, body: 'dark' },
  Samsung: { hue: 229, sat: 72 },
  Logitech: { hue: 188, sat: 70 },
  Anker: { hue: 201, sat: 85 },
  HyperX: { hue: 2, sat: 80, body: 'dark' },
  'Cooler Master': { hue: 268, sat: 52 },
  Ugreen: { hue: 150, sat: 58 },
  'TechStore Services': { hue: 250, sat: 62, spread: 45 },
  Microsoft: { hue: 206, sat: 78, spread: 22 },
  'Quick Heal': { hue: 354, sat: 74 },
  'Tally Solutions': { hue: 194, sat: 72 },
  Google: { hue: 217, sat: 78 },
};

const DARK_WORDS = /(thinkpad|rog|legion|loq|nitro|predator|victus|tuf|katana|cyborg|gf63|pro-16)/;

interface Palette {
  hue: number;
  bgA: string;
  bgB: string;
  accent: string;
  accent2: string;
  accentDark: string;
  ink: string;
  /** Brand mark colour on the laptop lid. */
  mark: string;
  body: string;
  bodyHi: string;
  bodyLo: string;
  keys: string;
  scrA: string;
  scrB: string;
}

function palette(p: SeedProduct, view: number): Palette {
  const h0 = hash(p.slug);
  const tone = BRAND_TONES[p.brand] ?? { hue: h0 % 360, sat: 60 };
  const spread = tone.spread ?? 10;
  const hue = tone.hue + ((h0 % (2 * spread + 1)) - spread) + (view - 1) * 6;
  const s = tone.sat;
  const shade = (h0 >>> 8) % 3;
  let bodyKind = tone.body ?? (DARK_WORDS.test(p.slug) ? 'dark' : shade === 0 ? 'grey' : 'light');
  if (p.brand === 'Apple') bodyKind = (h0 >>> 4) % 2 ? 'grey' : 'light';
  const bodyL = bodyKind === 'dark' ? 20 + shade * 2 : bodyKind === 'grey' ? 42 + shade * 3 : 80 + shade * 2;
  const bodyS = bodyKind === 'light' ? 8 : 10;
  const scrHue = tone.screenHue === undefined ? hue : tone.screenHue + ((h0 >>> 3) % 90) - 45;
  const scrS = Math.max(s, 60);
  return {
    hue,
    bgA: hex(hue, s * 0.45, 97),
    bgB: hex(hue + 24, s * 0.5, 87 - shade * 2),
    accent: hex(hue, s, 46),
    accent2: hex(hue + 38, s, 58),
    accentDark: hex(hue, s * 0.8, 28),
    ink: hex(hue, 30, 17),
    mark: s >= 30 ? hex(hue, s, bodyKind === 'light' ? 42 : 56) : hex(hue, bodyS, bodyKind === 'light' ? bodyL - 30 : bodyL + 30),
    body: hex(hue, bodyS, bodyL),
    bodyHi: hex(hue, bodyS, Math.min(94, bodyL + 9)),
    bodyLo: hex(hue, bodyS, bodyL - 12),
    keys: bodyKind === 'light' ? hex(hue, 8, 30) : hex(hue, 8, 12),
    scrA: hex(scrHue, scrS, 26),
    scrB: hex(scrHue + 55, scrS, 56),
  };
}

// ───────────────────────────── frame ─────────────────────────────

const CATEGORY_LABEL: Record<string, string> = {
  laptop: 'LAPTOP',
  accessories: 'ACCESSORY',
  services: 'SERVICE',
  software: 'SOFTWARE',
};

function frame(p: SeedProduct, c: Palette, view: number, defs: string, body: string, shadowY: number, shadowRx: number): string {
  const h = hash(p.slug + view);
  const bx = 560 + (h % 180);
  const by = 80 + ((h >>> 8) % 140);
  const sx = 40 + ((h >>> 16) % 160);
  const brandW = Math.round(p.brand.length * 9.4 + 32);
  const caption = p.name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bgA}"/><stop offset="1" stop-color="${c.bgB}"/></linearGradient><radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".26"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>${defs}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="${bx}" cy="${by}" r="${120 + (h % 60)}" fill="${c.accent}" opacity=".07"/><circle cx="${sx}" cy="${420 + ((h >>> 4) % 90)}" r="${70 + ((h >>> 12) % 50)}" fill="${c.accent2}" opacity=".08"/>
<ellipse cx="400" cy="${shadowY}" rx="${shadowRx}" ry="22" fill="url(#sh)"/>
${body}
<rect x="32" y="28" width="${brandW}" height="34" rx="17" fill="${c.accent}"/><text x="${32 + brandW / 2}" y="51" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${esc(p.brand)}</text>
<text x="768" y="51" font-size="13" font-weight="600" fill="${c.ink}" opacity=".55" text-anchor="end" letter-spacing="2">${CATEGORY_LABEL[p.category] ?? ''}</text>
<text x="400" y="566" font-size="${fit(caption, 720, 28)}" font-weight="700" fill="${c.ink}" text-anchor="middle">${esc(caption)}</text>
</svg>
`;
}

// ───────────────────────────── laptops ─────────────────────────────

function modelName(p: SeedProduct): string {
  return p.name.startsWith(p.brand + ' ') ? p.name.slice(p.brand.length + 1) : p.name;
}

function laptopFront(p: SeedProduct, c: Palette): string {
  const model = modelName(p);
  const lines = model.length > 20 ? wrap(model, Math.ceil(model.length / 2) + 2, 2) : [model];
  const longest = Math.max(...lines.map((l) => l.length));
  const size = fit('x'.repeat(longest), 370, 40, 18);
  const top = 250 - ((lines.length - 1) * size * 1.18) / 2;
  const defs = `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.scrA}"/><stop offset="1" stop-color="${c.scrB}"/></linearGradient>`;
  const body = `<rect x="170" y="88" width="460" height="304" rx="16" fill="${c.bodyLo}"/>
<rect x="186" y="104" width="428" height="272" rx="6" fill="url(#scr)"/>
<path d="M186 320 C 300 270 420 360 614 290 V370 a6 6 0 0 1 -6 6 H192 a6 6 0 0 1 -6 -6Z" fill="#fff" opacity=".10"/>
<path d="M186 180 C 320 140 460 220 614 150 V110 a6 6 0 0 0 -6 -6 H192 a6 6 0 0 0 -6 6Z" fill="#fff" opacity=".07"/>
<circle cx="400" cy="96" r="3" fill="#111" opacity=".6"/>
<text x="400" y="${Math.round(top - size * 0.95)}" font-size="16" font-weight="600" fill="#fff" opacity=".75" text-anchor="middle" letter-spacing="3">${esc(p.brand.toUpperCase())}</text>
${textLines(lines, 400, Math.round(top + size * 0.35), size, 'font-weight="700" fill="#fff" text-anchor="middle"')}
<path d="M140 392 H660 L718 470 H82Z" fill="${c.body}"/>
<path d="M82 470 H718 V478 a8 8 0 0 1 -8 8 H90 a8 8 0 0 1 -8 -8Z" fill="${c.bodyLo}"/>
<path d="M170 400 H630 L652 436 H148Z" fill="${c.bodyLo}" opacity=".55"/>
<g stroke="${c.keys}" stroke-width="7"><path d="M178 405 H622" stroke-dasharray="21 4"/><path d="M170 417 H630" stroke-dasharray="22 4"/><path d="M162 429 H638" stroke-dasharray="23 4"/></g>
<path d="M350 444 H450 L456 464 H344Z" fill="${c.bodyLo}" opacity=".5"/>
<rect x="360" y="390" width="80" height="4" rx="2" fill="${c.bodyLo}"/>`;
  return frame(p, c, 1, defs, body, 492, 340);
}

function laptopClosed(p: SeedProduct, c: Palette): string {
  // Top face A(150,330) B(450,230) C(690,320) D(390,430), 24px thick.
  const defs = `<linearGradient id="lid" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.bodyHi}"/><stop offset=".6" stop-color="${c.body}"/><stop offset="1" stop-color="${c.bodyLo}"/></linearGradient>`;
  const mark = p.brand.toUpperCase();
  const ports = p.specifications.Ports ?? '';
  const tb = /Thunderbolt|USB-C/.test(ports) || p.brand === 'Apple';
  const portRow = [
    tb ? `<rect x="70" y="8" width="18" height="7" rx="3.5"/>` : `<rect x="70" y="7" width="22" height="9" rx="1"/>`,
    tb ? `<rect x="96" y="8" width="18" height="7" rx="3.5"/>` : `<rect x="100" y="8" width="18" height="7" rx="3.5"/>`,
    /HDMI/.test(ports) || p.brand !== 'Apple' ? `<path d="M126 7 H150 V13 L146 16 H130 L126 13Z"/>` : '',
    `<circle cx="170" cy="11.5" r="4"/>`,
  ].join('');
  const body = `<path d="M150 330 L390 430 V454 L150 354Z" fill="${c.bodyLo}"/>
<path d="M390 430 L690 320 V344 L390 454Z" fill="${c.body}"/>
<path d="M150 330 L450 230 L690 320 L390 430Z" fill="url(#lid)"/>
<path d="M150 330 L390 430 L690 320" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
<path d="M300 290 L520 250 L560 270 L340 320Z" fill="#fff" opacity=".08"/>
<text transform="matrix(0.939 -0.344 0.923 0.385 420 330)" font-size="${fit(mark, 200, 34)}" font-weight="800" fill="${c.mark}" text-anchor="middle" letter-spacing="2">${esc(mark)}</text>
<g transform="matrix(0.939 -0.344 0 1 390 430)" fill="${c.keys}" opacity=".8">${portRow}</g>
<circle cx="420" cy="441" r="2.4" fill="${c.accent2}"/>
<g transform="translate(560 430)"><rect width="190" height="64" rx="12" fill="#fff" opacity=".85"/><text x="16" y="27" font-size="13" fill="${c.ink}" opacity=".7">Weight</text><text x="16" y="50" font-size="20" font-weight="700" fill="${c.ink}">${esc(p.specifications.Weight ?? '')}</text></g>`;
  return frame(p, c, 2, defs, body, 470, 300);
}

function processorBadge(spec: string): [string, string] {
  const head = (spec.split('(')[0] ?? spec).replace(/\bchip\b/, '').trim();
  const words = head.split(/[\s,]+/).filter(Boolean);
  const vendor = words[0] ?? '';
  const rest = words.slice(1, 4).join(' ');
  return [vendor.toUpperCase(), rest];
}

function laptopKeyboard(p: SeedProduct, c: Palette): string {
  const gaming = /RTX/.test(p.specifications.Graphics ?? '');
  const defs = `<pattern id="k" width="50" height="48" patternUnits="userSpaceOnUse" x="100" y="156"><rect x="3" y="3" width="44" height="42" rx="6" fill="${c.keys}"${gaming ? ` stroke="${c.accent2}" stroke-opacity=".7" stroke-width="1.5"` : ''}/></pattern><linearGradient id="deck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.bodyHi}"/><stop offset="1" stop-color="${c.body}"/></linearGradient>`;
  const [vendor, chip] = processorBadge(p.specifications.Processor ?? '');
  const gpu = (p.specifications.Graphics ?? '').match(/RTX \d{4}/)?.[0];
  const sticker =
    p.brand === 'Apple'
      ? `<g fill="${c.bodyLo}">${Array.from({ length: 6 }, (_, i) => `<circle cx="${590 + (i % 3) * 14}" cy="${418 + Math.floor(i / 3) * 14}" r="3"/>`).join('')}</g>`
      : `<g transform="translate(560 398)"><rect width="140" height="70" rx="8" fill="${c.accent}"/><text x="12" y="25" font-size="12" font-weight="700" fill="#fff" letter-spacing="2">${esc(vendor)}</text><text x="12" y="52" font-size="${fit(chip, 118, 17)}" font-weight="700" fill="#fff">${esc(chip)}</text></g>`;
  const gpuSticker = gpu
    ? `<g transform="translate(100 398)"><rect width="120" height="70" rx="8" fill="#1b1f24"/><rect x="6" y="6" width="108" height="6" rx="3" fill="#76b900"/><text x="12" y="36" font-size="12" font-weight="700" fill="#76b900" letter-spacing="1">GEFORCE</text><text x="12" y="58" font-size="18" font-weight="800" fill="#fff">${esc(gpu)}</text></g>`
    : '';
  const body = `<rect x="60" y="118" width="680" height="384" rx="26" fill="url(#deck)"/>
<rect x="90" y="146" width="620" height="212" rx="12" fill="${c.bodyLo}"/>
<rect x="100" y="156" width="600" height="192" fill="url(#k)"/>
<rect x="253" y="303" width="294" height="42" rx="6" fill="${c.keys}"${gaming ? ` stroke="${c.accent2}" stroke-opacity=".7" stroke-width="1.5"` : ''}/>
<rect x="300" y="382" width="200" height="100" rx="12" fill="${c.bodyLo}" opacity=".45"/>
${sticker}${gpuSticker}
<text x="400" y="140" font-size="12" font-weight="600" fill="${c.ink}" opacity=".55" text-anchor="middle" letter-spacing="4">${esc(p.brand.toUpperCase())}</text>`;
  return frame(p, c, 3, defs, body, 512, 360);
}

// ───────────────────────────── accessories ─────────────────────────────

type Shape = (c: Palette, p: SeedProduct) => string;

const SHAPES: [RegExp, Shape][] = [
  [
    /mouse/,
    (c) => `<path d="M400 150 C 480 150 510 220 510 320 C 510 420 470 470 400 470 C 330 470 290 420 290 320 C 290 220 320 150 400 150Z" fill="${c.body}"/>
<path d="M400 150 C 330 150 300 210 292 290 H400Z" fill="${c.bodyHi}"/><path d="M400 150 C 470 150 500 210 508 290 H400Z" fill="${c.bodyHi}" opacity=".8"/>
<rect x="390" y="190" width="20" height="52" rx="10" fill="${c.keys}"/><path d="M292 300 C 300 330 310 350 318 360" stroke="${c.accent}" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="400" cy="400" r="6" fill="${c.accent}"/>`,
  ],
  [
    /keyboard/,
    (
      c,
    ) => `<pattern id="k" width="34" height="34" patternUnits="userSpaceOnUse" x="130" y="230"><rect x="2" y="2" width="30" height="30" rx="5" fill="${c.bodyHi}"/></pattern>
<rect x="110" y="210" width="580" height="230" rx="22" fill="${c.keys}"/><rect x="130" y="230" width="510" height="170" fill="url(#k)"/>
<rect x="232" y="366" width="232" height="30" rx="5" fill="${c.bodyHi}"/><rect x="646" y="232" width="30" height="164" rx="5" fill="${c.accent}" opacity=".85"/>`,
  ],
  [
    /backpack|bag/,
    (c) => `<path d="M360 140 a40 40 0 0 1 80 0" fill="none" stroke="${c.keys}" stroke-width="12"/>
<rect x="270" y="140" width="260" height="340" rx="60" fill="${c.body}"/><rect x="300" y="300" width="200" height="150" rx="34" fill="${c.bodyLo}"/>
<path d="M310 330 H490" stroke="${c.keys}" stroke-width="4" stroke-dasharray="6 4"/><rect x="384" y="350" width="32" height="12" rx="4" fill="${c.accent}"/>
<path d="M300 200 C 340 180 460 180 500 200" stroke="${c.bodyHi}" stroke-width="8" fill="none"/><rect x="470" y="230" width="8" height="40" rx="4" fill="${c.accent}"/>`,
  ],
  [
    /ssd|drive/,
    (
      c,
      p,
    ) => `<rect x="260" y="170" width="280" height="300" rx="36" fill="${c.keys}"/><rect x="284" y="194" width="232" height="252" rx="22" fill="${c.body}"/>
<path d="M284 300 H516" stroke="${c.bodyLo}" stroke-width="3"/><rect x="370" y="466" width="60" height="12" rx="4" fill="${c.bodyLo}"/>
<path d="M400 478 C 400 520 520 520 600 470" stroke="${c.keys}" stroke-width="10" fill="none" stroke-linecap="round"/>
<text x="400" y="260" font-size="34" font-weight="800" fill="${c.accent}" text-anchor="middle">SSD</text><text x="400" y="380" font-size="24" font-weight="700" fill="${c.keys}" text-anchor="middle">${esc(p.specifications.Capacity ?? '')}</text>`,
  ],
  [
    /monitor/,
    (
      c,
    ) => `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.scrA}"/><stop offset="1" stop-color="${c.scrB}"/></linearGradient>
<rect x="130" y="110" width="540" height="320" rx="12" fill="${c.keys}"/><rect x="140" y="120" width="520" height="292" rx="4" fill="url(#scr)"/>
<path d="M140 360 C 300 300 480 400 660 320 V412 H140Z" fill="#fff" opacity=".1"/><rect x="372" y="430" width="56" height="60" fill="${c.body}"/><rect x="290" y="486" width="220" height="14" rx="7" fill="${c.bodyLo}"/>`,
  ],
  [
    /charger/,
    (
      c,
      p,
    ) => `<rect x="300" y="170" width="200" height="240" rx="34" fill="${c.body}"/><rect x="300" y="170" width="200" height="60" rx="30" fill="${c.bodyHi}"/>
<g fill="${c.keys}"><rect x="380" y="290" width="40" height="14" rx="7"/><rect x="380" y="322" width="40" height="14" rx="7"/><rect x="376" y="354" width="48" height="18" rx="2"/></g>
<g fill="${c.bodyLo}"><rect x="360" y="130" width="14" height="44" rx="4"/><rect x="426" y="130" width="14" height="44" rx="4"/></g>
<text x="400" y="262" font-size="30" font-weight="800" fill="${c.accent}" text-anchor="middle">${esc((p.specifications.Output ?? '').match(/\d+\s?W/)?.[0]?.replace(' ', '') ?? 'USB-C')}</text>`,
  ],
  [
    /headset/,
    (c) => `<path d="M260 330 C 260 160 540 160 540 330" fill="none" stroke="${c.keys}" stroke-width="26" stroke-linecap="round"/>
<rect x="220" y="300" width="90" height="150" rx="40" fill="${c.body}"/><rect x="490" y="300" width="90" height="150" rx="40" fill="${c.body}"/>
<rect x="240" y="318" width="50" height="114" rx="25" fill="${c.accent}"/><rect x="510" y="318" width="50" height="114" rx="25" fill="${c.accent}"/>
<path d="M250 430 C 260 480 320 500 360 490" fill="none" stroke="${c.keys}" stroke-width="8" stroke-linecap="round"/><circle cx="364" cy="489" r="10" fill="${c.keys}"/>`,
  ],
  [
    /webcam/,
    (c) => `<rect x="240" y="200" width="320" height="130" rx="65" fill="${c.keys}"/><circle cx="400" cy="265" r="50" fill="${c.bodyLo}"/>
<circle cx="400" cy="265" r="34" fill="${c.accentDark}"/><circle cx="388" cy="253" r="9" fill="#fff" opacity=".5"/><circle cx="300" cy="265" r="6" fill="${c.accent2}"/>
<path d="M360 330 H440 L460 420 H340Z" fill="${c.body}"/><rect x="320" y="416" width="160" height="16" rx="8" fill="${c.bodyLo}"/>`,
  ],
  [
    /cooling/,
    (c) => `<path d="M140 420 L260 200 H620 L660 420Z" fill="${c.keys}"/><path d="M170 404 L272 216 H606 L640 404Z" fill="${c.body}"/>
<ellipse cx="420" cy="312" rx="120" ry="80" fill="${c.bodyLo}"/><ellipse cx="420" cy="312" rx="110" ry="72" fill="none" stroke="${c.accent}" stroke-width="16" stroke-dasharray="30 14"/>
<ellipse cx="420" cy="312" rx="26" ry="17" fill="${c.accent}"/><rect x="140" y="420" width="520" height="14" rx="6" fill="${c.bodyLo}"/>`,
  ],
  [
    /hub/,
    (c) => `<rect x="200" y="250" width="400" height="110" rx="30" fill="${c.body}"/><rect x="200" y="250" width="400" height="30" rx="15" fill="${c.bodyHi}"/>
<g fill="${c.keys}"><rect x="240" y="300" width="44" height="18" rx="2"/><rect x="300" y="300" width="44" height="18" rx="2"/><path d="M360 298 H404 V312 L398 320 H366 L360 312Z"/><rect x="420" y="302" width="36" height="10" rx="5"/><rect x="470" y="300" width="40" height="6" rx="1"/><rect x="470" y="312" width="26" height="4" rx="1"/></g>
<path d="M600 305 C 660 305 660 420 560 430 H460" stroke="${c.keys}" stroke-width="12" fill="none" stroke-linecap="round"/><rect x="430" y="420" width="40" height="22" rx="6" fill="${c.bodyLo}"/>`,
  ],
];

const FALLBACK_SHAPE: Shape = (c) =>
  `<rect x="280" y="180" width="240" height="240" rx="30" fill="${c.body}"/><rect x="310" y="210" width="180" height="180" rx="20" fill="${c.accent}"/>`;

/** The first specification short enough for a badge (falls back to the first one). */
function badgeSpec(p: SeedProduct): [string, string] {
  const entries = Object.entries(p.specifications);
  return entries.find(([, v]) => v.length <= 26) ?? entries[0] ?? ['', ''];
}

function accessory(p: SeedProduct, c: Palette, view: number): string {
  const shape = SHAPES.find(([re]) => re.test(p.slug))?.[1] ?? FALLBACK_SHAPE;
  // Shape-local gradient/pattern definitions are emitted inline; move them into <defs>.
  const raw = shape(c, p);
  const defs = (raw.match(/<(pattern|linearGradient)[\s\S]*?<\/\1>/g) ?? []).join('');
  const drawing = raw.replace(/<(pattern|linearGradient)[\s\S]*?<\/\1>\n?/g, '');
  const [key, value] = badgeSpec(p);
  const shortValue = value.length > 30 ? value.slice(0, 29).trimEnd() + '…' : value;
  const inner =
    view === 1
      ? drawing
      : `<g transform="rotate(-10 400 320) translate(90 40) scale(.8)">${drawing}</g>
<g transform="translate(40 400)"><rect width="280" height="70" rx="14" fill="#fff" opacity=".88"/><text x="18" y="28" font-size="13" fill="${c.ink}" opacity=".7">${esc(key)}</text><text x="18" y="52" font-size="${fit(shortValue, 250, 18)}" font-weight="700" fill="${c.ink}">${esc(shortValue)}</text></g>`;
  return frame(p, c, view, defs, inner, 500, 250);
}

// ───────────────────────────── services ─────────────────────────────

function serviceIcon(p: SeedProduct, c: Palette): string {
  const s = p.slug;
  const w = '#fff';
  if (/screen/.test(s))
    return `<rect x="330" y="210" width="140" height="92" rx="8" fill="none" stroke="${w}" stroke-width="10"/><path d="M310 318 H490" stroke="${w}" stroke-width="12" stroke-linecap="round"/><path d="M372 216 L392 248 L378 266 L404 296" stroke="${w}" stroke-width="5" fill="none" stroke-linejoin="round"/><path d="M430 222 L420 244 L440 262" stroke="${w}" stroke-width="4" fill="none"/>`;
  if (/cctv|camera/.test(s))
    return `<g transform="rotate(-18 400 260)"><rect x="320" y="230" width="150" height="62" rx="16" fill="${w}"/><circle cx="454" cy="261" r="18" fill="${c.accentDark}"/><circle cx="454" cy="261" r="8" fill="${c.accent2}"/></g><path d="M360 300 V340 H330" stroke="${w}" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="482" cy="200" r="8" fill="#ff5a5a"/>`;
  if (/recovery|data/.test(s))
    return `<ellipse cx="380" cy="205" rx="64" ry="20" fill="${w}"/><path d="M316 205 V305 a64 20 0 0 0 128 0 V205" fill="none" stroke="${w}" stroke-width="10"/><path d="M316 255 a64 20 0 0 0 128 0" fill="none" stroke="${w}" stroke-width="8"/><circle cx="452" cy="312" r="36" fill="${c.accent2}" stroke="${w}" stroke-width="8"/><path d="M436 312 L448 324 L470 300" fill="none" stroke="${w}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  // maintenance: gear + wrench
  return `<circle cx="440" cy="230" r="40" fill="none" stroke="${w}" stroke-width="18" stroke-dasharray="15.7 10"/><circle cx="440" cy="230" r="30" fill="none" stroke="${w}" stroke-width="10"/><g transform="rotate(45 370 290)"><rect x="356" y="240" width="28" height="110" rx="12" fill="${w}"/><circle cx="370" cy="236" r="30" fill="${w}"/><rect x="360" y="200" width="20" height="36" fill="${c.accent}"/></g>`;
}

function service(p: SeedProduct, c: Palette): string {
  const defs = `<linearGradient id="ic" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.accent2}"/><stop offset="1" stop-color="${c.accentDark}"/></linearGradient>`;
  const chip = `${p.specifications.Turnaround ?? p.warranty}`;
  const label = `Turnaround: ${chip}`;
  const chipW = Math.min(600, Math.round(label.length * 8.6 + 40));
  const body = `<circle cx="400" cy="262" r="150" fill="url(#ic)"/><circle cx="400" cy="262" r="150" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>
${serviceIcon(p, c)}
<rect x="${400 - chipW / 2}" y="440" width="${chipW}" height="40" rx="20" fill="#fff" opacity=".9"/><text x="400" y="466" font-size="16" font-weight="600" fill="${c.ink}" text-anchor="middle">${esc(label)}</text>`;
  return frame(p, c, 1, defs, body, 420, 170);
}

// ───────────────────────────── software ─────────────────────────────

function softwareGlyph(p: SeedProduct, c: Palette): string {
  const s = p.slug;
  if (/quick-heal|security/.test(s))
    return `<path d="M330 150 L360 140 L390 150 V175 C390 195 375 205 360 212 C345 205 330 195 330 175Z" fill="#fff"/><path d="M347 176 L357 186 L375 166" stroke="${c.accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  if (/tally/.test(s))
    return `<g fill="#fff"><rect x="332" y="180" width="12" height="30" rx="2"/><rect x="352" y="165" width="12" height="45" rx="2"/><rect x="372" y="148" width="12" height="62" rx="2"/></g>`;
  if (/workspace|google/.test(s))
    return `<rect x="328" y="150" width="64" height="46" rx="6" fill="#fff"/><path d="M330 154 L360 178 L390 154" stroke="${c.accent}" stroke-width="5" fill="none" stroke-linejoin="round"/>`;
  return `<g fill="#fff"><rect x="330" y="146" width="28" height="28" rx="3"/><rect x="362" y="146" width="28" height="28" rx="3" opacity=".8"/><rect x="330" y="178" width="28" height="28" rx="3" opacity=".8"/><rect x="362" y="178" width="28" height="28" rx="3" opacity=".65"/></g>`;
}

function software(p: SeedProduct, c: Palette): string {
  const defs = `<linearGradient id="box" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.accent}"/><stop offset="1" stop-color="${c.accentDark}"/></linearGradient>`;
  const lines = wrap(p.name, 16, 4);
  const size = fit('x'.repeat(Math.max(...lines.map((l) => l.length))), 210, 30, 16);
  const validity = p.specifications.Validity ?? p.specifications.Users ?? '';
  const vShort = validity.length > 28 ? validity.slice(0, 27).trimEnd() + '…' : validity;
  // Box: front face 270..510 x 110..470, side face to the right, top face above.
  const body = `<path d="M510 110 L560 80 V440 L510 470Z" fill="${c.accentDark}"/>
<path d="M270 110 L320 80 H560 L510 110Z" fill="${c.accent2}"/>
<rect x="270" y="110" width="240" height="360" fill="url(#box)"/>
<rect x="270" y="110" width="240" height="8" fill="#fff" opacity=".25"/>
<g transform="translate(30 0)">${softwareGlyph(p, c)}</g>
<text x="290" y="252" font-size="14" font-weight="600" fill="#fff" opacity=".8" letter-spacing="2">${esc(p.brand.toUpperCase())}</text>
${textLines(lines, 290, 286, size, 'font-weight="800" fill="#fff"')}
<rect x="290" y="420" width="200" height="30" rx="15" fill="#fff" opacity=".9"/><text x="390" y="440" font-size="${fit(vShort, 185, 13, 9)}" font-weight="600" fill="${c.ink}" text-anchor="middle">${esc(vShort)}</text>`;
  return frame(p, c, 1, defs, body, 478, 200);
}

// ───────────────────────────── main ─────────────────────────────

function render(p: SeedProduct, view: number): string {
  const c = palette(p, view);
  switch (p.category) {
    case 'laptop':
      return view === 1 ? laptopFront(p, c) : view === 2 ? laptopClosed(p, c) : laptopKeyboard(p, c);
    case 'accessories':
      return accessory(p, c, view);
    case 'services':
      return service(p, c);
    case 'software':
      return software(p, c);
  }
}

mkdirSync(OUT_DIR, { recursive: true });
for (const file of readdirSync(OUT_DIR)) {
  if (file.endsWith('.svg')) unlinkSync(join(OUT_DIR, file));
}

let files = 0;
let bytes = 0;
for (const product of catalogueSeed) {
  for (let n = 1; n <= product.imageCount; n++) {
    const svg = render(product, n);
    writeFileSync(join(OUT_DIR, `${product.slug}-${n}.svg`), svg);
    files++;
    bytes += Buffer.byteLength(svg);
  }
}
console.log(`Wrote ${files} SVG files (${bytes} bytes) to ${OUT_DIR}`);
