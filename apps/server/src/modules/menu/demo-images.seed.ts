/**
 * Demo product pictures drawn locally as SVG (nothing is downloaded): a coloured backdrop and a
 * simple shape for the kind of item, varied per product so the menu grid does not look cloned.
 */
type Shape = 'cup' | 'glass' | 'cake' | 'bottle';

const PALETTES: [string, string][] = [
  ['#1c4fa3', '#5b8def'],
  ['#5b2a86', '#a06cd5'],
  ['#0f766e', '#5eead4'],
  ['#9a3412', '#fdba74'],
  ['#854d0e', '#fde047'],
  ['#1e3a8a', '#93c5fd'],
];

const SHAPES: Record<Shape, string> = {
  cup: `<rect x="300" y="230" width="200" height="170" rx="24" fill="#fff"/>
        <path d="M500 270 h40 a40 40 0 0 1 0 80 h-40" fill="none" stroke="#fff" stroke-width="22"/>
        <path d="M350 200 q20 -40 0 -80 M400 200 q20 -40 0 -80 M450 200 q20 -40 0 -80"
              fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".7"/>`,
  glass: `<path d="M320 150 h160 l-25 300 h-110 z" fill="#fff"/>
          <rect x="430" y="90" width="14" height="150" rx="7" fill="#fff" transform="rotate(18 437 165)"/>
          <circle cx="400" cy="150" r="30" fill="#fff" opacity=".8"/>`,
  cake: `<path d="M260 400 L540 400 L540 300 L260 250 Z" fill="#fff"/>
         <path d="M260 250 L540 300 L540 270 L260 220 Z" fill="#fff" opacity=".75"/>
         <circle cx="470" cy="250" r="26" fill="#fff"/>`,
  bottle: `<path d="M370 110 h60 v60 q50 40 50 110 v160 h-160 v-160 q0 -70 50 -110 z" fill="#fff"/>
           <rect x="330" y="300" width="140" height="70" fill="#fff" opacity=".6"/>`,
};

export function demoImageSvg(shape: Shape, paletteIndex: number, variant: number): Buffer {
  const [dark, light] = PALETTES[paletteIndex % PALETTES.length]!;
  const angle = (variant * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <circle cx="${150 + variant * 90}" cy="${90 + variant * 30}" r="${60 + variant * 10}" fill="#fff" opacity=".12"/>
    <ellipse cx="400" cy="470" rx="230" ry="40" fill="#000" opacity=".15"/>
    ${SHAPES[shape]}
  </svg>`;
  return Buffer.from(svg);
}

export type { Shape as DemoShape };
