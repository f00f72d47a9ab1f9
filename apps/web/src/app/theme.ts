import { theme as antTheme, type ThemeConfig } from 'antd';

// The Ant Design theme, tuned once so that text meets WCAG AA contrast (4.5:1) everywhere it is used: links,
// secondary and placeholder text, danger buttons, and the text of coloured and status tags. Ant Design's defaults
// (#1677ff links, 45 % grey secondary text, #ff4d4f danger, green-7 on green-1 tags) fall between 1.8 and 4.3:1.

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const AA = 4.5;

/** The first of `candidates` that reads at AA on `background` (else the last, the darkest). */
const readable = (background: string, candidates: string[]) =>
  candidates.find((c) => contrast(c, background) >= AA) ?? candidates[candidates.length - 1]!;

const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

type Palette = Record<string, string>;
type SeedToken = Parameters<typeof antTheme.defaultAlgorithm>[0];
type MapToken = ReturnType<typeof antTheme.defaultAlgorithm>;

/** Ant Design's light theme with every text colour darkened until it reads at AA on its own background. */
function readableAlgorithm(seed: SeedToken): MapToken {
  const t = antTheme.defaultAlgorithm(seed);
  const p = t as unknown as Palette;
  // A preset tag (`<Tag color="green">`) writes shade 7 on shade 1.
  for (const c of PRESETS) {
    p[`${c}7`] = readable(
      p[`${c}1`]!,
      [7, 8, 9, 10].map((i) => p[`${c}${i}`]!),
    );
  }
  // Status colours are text too: status tags on their light background, danger buttons and error messages. Their
  // own palettes stop at the default shade's darker neighbour, so the darker shades come from the preset hue.
  const hues = { Success: 'green', Warning: 'gold', Error: 'red', Info: 'blue' } as const;
  for (const [s, hue] of Object.entries(hues)) {
    p[`color${s}`] = readable(p[`color${s}Bg`]!, [
      p[`color${s}`]!,
      ...[7, 8, 9, 10].map((i) => p[`${hue}${i}`]!),
    ]);
  }
  return t;
}

export const theme: ThemeConfig = {
  algorithm: readableAlgorithm,
  token: {
    colorPrimary: '#1f4e79',
    colorLink: '#1f4e79',
    // Secondary text, descriptions and labels: 62 % black (#616161 on white, 6.2:1) instead of 45 %.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 6,
    fontFamily: "'Inter', 'Segoe UI', system-ui, sans-serif",
  },
  components: {
    // An empty table's 'No data' is text, not a disabled control.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
    Empty: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
    // A select waiting for another choice (the zoning codes before a jurisdiction) still reads its placeholder.
    Select: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
  },
};
