// Extract the icons the pipeline uses from the pinned Iconify JSON packages into argv[2]
// (one standalone SVG each, named <set>__<icon>.svg). Icons keep fill="currentColor" where the
// set uses it, so the Python side can recolour them.
import { getIconData, iconToSVG, iconToHTML, replaceIDs } from '@iconify/utils';
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

const require = createRequire(import.meta.url);
const OUT = process.argv[2] || 'build/icons';
fs.mkdirSync(OUT, { recursive: true });

export const WANT = {
  // game-icons.net, CC BY 3.0 (Lorc, Delapouite and contributors)
  'game-icons': ['bear-head', 'duck', 'goat', 'wolf-head', 'wolf-howl', 'bear-face', 'pine-tree',
    'campfire', 'camping-tent', 'barrel', 'street-light', 'beer-stein', 'candle-flame', 'lantern-flame',
    'wooden-chair', 'birch-trees', 'castle', 'tower-flag', 'wizard-staff', 'crystal-ball', 'spell-book',
    'mountains', 'deer', 'crossed-swords', 'shield', 'open-book', 'scroll-unfurled', 'compass',
    'wheat', 'horse-head', 'greek-temple', 'laurel-crown', 'sun', 'moon', 'crown',
    'fox-head', 'fox-tail', 'treasure-map', 'windmill', 'wood-cabin', 'bow-arrow',
    'fishing-pole', 'teapot', 'bread', 'cheese-wedge', 'apple-core', 'pumpkin', 'stone-tower', 'fire-bowl',
    'tree-branch', 'oak', 'church', 'village', 'water-mill', 'stone-bridge', 'cauldron',
    'sparkles', 'card-random', 'card-play', 'card-pick', 'diamonds', 'spades', 'clubs', 'hearts',
    'ram', 'ram-profile', 'polar-bear', 'direwolf', 'queen-crown', 'imperial-crown', 'jewel-crown', 'sharp-crown', 'card-ace-spades', 'crowned-heart', 'speaker', 'speaker-off', 'gears', 'save', 'exit-door', 'info', 'fast-forward-button',
    'pine-tree', 'snowflake-1', 'full-wood-bucket', 'jug', 'wine-bottle', 'ship-wheel', 'hood'],
  // Microsoft Fluent Emoji (flat), MIT
  'fluent-emoji-flat': ['bear', 'duck', 'goat', 'wolf'],
};

let n = 0;
const missing = [];
for (const [set, names] of Object.entries(WANT)) {
  const data = require(`@iconify-json/${set}/icons.json`);
  for (const name of [...new Set(names)]) {
    const icon = getIconData(data, name);
    if (!icon) { missing.push(`${set}:${name}`); continue; }
    const r = iconToSVG(icon, { height: 'auto' });
    const svg = iconToHTML(replaceIDs(r.body, `${set}-${name}-`), r.attributes);
    fs.writeFileSync(path.join(OUT, `${set}__${name}.svg`), svg);
    n++;
  }
}
if (missing.length) console.log('icons not in the pinned sets (unused):', missing.join(' '));
console.log(`icons: ${n} svgs in ${OUT}`);
