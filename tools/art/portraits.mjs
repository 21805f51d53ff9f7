// Kozyr portraits: DiceBear "lorelei" heads (CC0, Lisa Wischofsky) on busts drawn here.
// Writes one SVG per character and expression into the directory given as argv[2];
// tools/build_portraits.py renders them with rsvg-convert. Deterministic: no randomness
// except DiceBear's seeded PRNG, and every option that matters is fixed below.
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import fs from 'fs';
import path from 'path';

const OUT = process.argv[2] || 'build/portraits';
fs.mkdirSync(OUT, { recursive: true });

// Canvas (SVG units). The 980x980 lorelei head sits at (HX, HY).
export const W = 1300, H = 1800, HX = 160, HY = 200, HEAD_CUT = 1200, TOP = 240;
const INK = '#1b1b1f', SW = 12; // outline colour and width, matching lorelei's line art

// Expressions (lorelei part names, picked by eye from contact sheets).
const EXPR = {
  neutral:   { eyes: ['variant02'], eyebrows: ['variant10'], mouth: ['happy01'] },
  happy:     { eyes: ['variant19'], eyebrows: ['variant05'], mouth: ['happy05'] },
  angry:     { eyes: ['variant23'], eyebrows: ['variant13'], mouth: ['sad06'] },
  sad:       { eyes: ['variant17'], eyebrows: ['variant11'], mouth: ['sad04'] },
  surprised: { eyes: ['variant13'], eyebrows: ['variant07'], mouth: ['sad01'] },
  // the table's "transfer!" face: half-lidded eyes, one brow up, a lopsided smirk
  smug:      { eyes: ['variant08'], eyebrows: ['variant01'], mouth: ['happy04'] },
};

const NONE = { earringsProbability: 0, glassesProbability: 0, beardProbability: 0,
  frecklesProbability: 0, hairAccessoriesProbability: 0 };

// --- drawing helpers -----------------------------------------------------------------------
const p = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" stroke="${INK}" ${extra.includes('stroke-width') ? '' : `stroke-width="${SW}"`} stroke-linejoin="round" stroke-linecap="round" ${extra}/>`;
const line = (d, w = SW, col = INK, extra = '') => `<path d="${d}" fill="none" stroke="${col}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const circ = (cx, cy, r, fill, sw = SW) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${INK}" stroke-width="${sw}"/>`;
const shade = (d, op = 0.16) => `<path d="${d}" fill="#000" opacity="${op}"/>`;
const hl = (d, op = 0.22) => `<path d="${d}" fill="#fff" opacity="${op}"/>`;

// The standard torso silhouette (arms included), symmetric around x=645.
const BODY = 'M428 1038 C400 1100 330 1150 250 1182 C160 1218 138 1310 132 1410 L118 1800 L1172 1800 L1158 1410 C1150 1310 1130 1218 1040 1182 C960 1150 880 1090 838 1010 C790 1085 720 1104 645 1104 C570 1104 480 1090 428 1038 Z';
const BODY_SHADE = 'M262 1196 C168 1226 140 1310 132 1410 L118 1800 L300 1800 C290 1600 300 1380 262 1196 Z';
const SLEEVES = line('M300 1250 C280 1420 300 1600 296 1800') + line('M990 1250 C1010 1420 990 1600 994 1800');
// a deeper neckline: skin fill (no outline along the top, which lies on the neck) and an inked hem
const neckline = (skin, d = 'M560 1078 Q645 1190 730 1078 Z') => {
  const m = d.match(/^M(\S+) (\S+) Q(\S+) (\S+) (\S+) (\S+)/);
  const [x0, y0, qx, qy, x1, y1] = m.slice(1).map(Number);
  return `<path d="M${x0} ${y0 - 40} L${x0} ${y0} Q${qx} ${qy} ${x1} ${y1} L${x1} ${y1 - 40} Z" fill="${skin}"/>` + line(`M${x0} ${y0} Q${qx} ${qy} ${x1} ${y1}`);
};

// --- the cast ------------------------------------------------------------------------------
const CAST = {
  marta: {
    head: { hair: ['variant38'], hairColor: ['8c3b1e'], skinColor: ['f2c9a5'], head: ['variant02'], nose: ['variant03'],
      earrings: ['variant01'], earringsProbability: 100, earringsColor: ['d9a632'] },
    skin: '#f2c9a5',
    front() {
      const blouse = '#c0603a', apron = '#f4ead5';
      let s = p(BODY, blouse) + shade(BODY_SHADE) + SLEEVES;
      // rolled sleeve cuffs
      s += p('M150 1560 C210 1540 260 1545 300 1565 L298 1620 C255 1600 205 1598 146 1618 Z', '#e8a27f');
      s += p('M990 1565 C1030 1545 1080 1540 1140 1560 L1144 1618 C1085 1598 1035 1600 992 1620 Z', '#e8a27f');
      s += neckline(this.skin, 'M540 1098 Q645 1230 750 1098 Z');
      s += line('M540 1074 Q645 1230 750 1074', 26, '#f8f2e4') + line('M524 1064 Q645 1250 766 1064', SW);
      // apron bib and straps
      s += p('M430 1330 L860 1330 L900 1800 L390 1800 Z', apron);
      s += p('M430 1330 L470 1210 L505 1214 L470 1332 Z', apron) + p('M860 1330 L820 1210 L785 1214 L820 1332 Z', apron);
      s += p('M560 1560 L730 1560 L722 1680 L568 1680 Z', '#ebdcbf') + line('M580 1585 L710 1585', 6, '#c9b48d');
      s += shade('M430 1330 L500 1330 L470 1800 L390 1800 Z', 0.07);
      // chequered towel on the left shoulder
      let t = p('M330 1180 L440 1160 L470 1420 L350 1440 Z', '#fbf7ee');
      for (let i = 0; i < 5; i++) t += `<path d="M${336 + i * 4} ${1205 + i * 48} L${446 + i * 5} ${1186 + i * 47}" stroke="#c23b2a" stroke-width="16" opacity="0.85"/>`;
      t += line('M380 1172 L398 1432', 14, '#c23b2a', 'opacity="0.85"') + line('M420 1166 L436 1426', 14, '#c23b2a', 'opacity="0.85"');
      t += line('M330 1180 L440 1160 L470 1420 L350 1440 Z');
      return s + t;
    },
  },
  aurelia: {
    head: { hair: ['variant35'], hairColor: ['f2c14e'], skinColor: ['f8dcc8'], head: ['variant01'], nose: ['variant01'],
      earrings: ['variant02'], earringsProbability: 100, earringsColor: ['e0a920'], eyesColor: ['6a3d10'] },
    skin: '#f8dcc8',
    back() {
      // halo with rays and a soft glow
      let s = `<defs><radialGradient id="glow"><stop offset="0.45" stop-color="#ffe9a8" stop-opacity="0.85"/><stop offset="1" stop-color="#ffd45e" stop-opacity="0"/></radialGradient></defs>`;
      s += `<circle cx="645" cy="560" r="520" fill="url(#glow)"/>`;
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * Math.PI * 2, r1 = 400, r2 = i % 2 ? 470 : 520;
        s += line(`M${(645 + r1 * Math.cos(a)).toFixed(1)} ${(560 + r1 * Math.sin(a)).toFixed(1)} L${(645 + r2 * Math.cos(a)).toFixed(1)} ${(560 + r2 * Math.sin(a)).toFixed(1)}`, 10, '#e8b530');
      }
      s += `<circle cx="645" cy="560" r="395" fill="none" stroke="${INK}" stroke-width="34"/><circle cx="645" cy="560" r="395" fill="none" stroke="#f3c33c" stroke-width="20"/>`;
      return s;
    },
    front() {
      const gown = '#fbf4e4', gold = '#e3ae2a';
      let s = p(BODY, gown) + shade(BODY_SHADE, 0.08);
      s += line('M300 1250 C280 1420 300 1600 296 1800', SW) + line('M990 1250 C1010 1420 990 1600 994 1800', SW);
      // gold bracelets/armlets
      s += p('M150 1500 C210 1480 262 1488 300 1505 L300 1545 C262 1528 210 1522 148 1542 Z', gold);
      s += p('M990 1505 C1030 1488 1082 1480 1142 1500 L1144 1542 C1082 1522 1030 1528 990 1545 Z', gold);
      s += neckline(this.skin, 'M520 1092 Q645 1260 770 1092 Z');
      // a diagonal gold sash from the left shoulder
      s += p('M360 1180 L470 1160 L960 1800 L820 1800 Z', gold) + line('M420 1200 L880 1790', 5, '#fff2b5');
      // gold collar with a clover coin
      s += line('M520 1070 Q645 1260 770 1070', 30, INK) + line('M520 1070 Q645 1260 770 1070', 18, gold);
      s += circ(645, 1205, 44, gold) + circ(645, 1205, 28, '#fff0b0', 6);
      for (const [dx, dy] of [[-9, -9], [9, -9], [-9, 9], [9, 9]]) s += `<circle cx="${645 + dx}" cy="${1205 + dy}" r="10" fill="#4c9a48"/>`;
      return s;
    },
    top() {
      // laurel wreath across the hair
      let s = '';
      const leaf = (x, y, a, side) => `<ellipse cx="${x}" cy="${y}" rx="34" ry="14" fill="#e9b937" stroke="${INK}" stroke-width="7" transform="rotate(${a} ${x} ${y})"/>`;
      s += line('M380 430 Q645 300 910 430', 14, INK) + line('M380 430 Q645 300 910 430', 7, '#c98d14');
      for (let i = 0; i <= 12; i++) {
        const t = i / 12, x = (1 - t) ** 2 * 380 + 2 * (1 - t) * t * 645 + t * t * 910;
        const y = (1 - t) ** 2 * 430 + 2 * (1 - t) * t * 300 + t * t * 430;
        const ang = Math.atan2(2 * (1 - t) * (300 - 430) + 2 * t * (430 - 300), 2 * (1 - t) * 265 + 2 * t * 265) * 180 / Math.PI;
        s += leaf(x.toFixed(1), (y - 18).toFixed(1), (ang - 35).toFixed(1)) + leaf(x.toFixed(1), (y + 18).toFixed(1), (ang + 35).toFixed(1));
      }
      return s;
    },
  },
  pip: {
    head: { hair: ['variant04'], hairColor: ['d9662a'], skinColor: ['f1c3a5'], head: ['variant03'], nose: ['variant04'],
      freckles: ['variant01'], frecklesProbability: 100, frecklesColor: ['c07050'] },
    skin: '#f1c3a5',
    front() {
      const robe = '#3b2d7a', trim = '#f08a24';
      let s = p(BODY, robe) + shade(BODY_SHADE, 0.2) + SLEEVES;
      s += neckline(this.skin, 'M548 1098 Q645 1170 742 1098 Z');
      // wide collar with flame trim
      s += p('M470 1110 Q645 1260 820 1110 L780 1078 Q645 1200 510 1078 Z', trim);
      s += p('M645 1190 L645 1800', 'none') + line('M645 1195 L645 1800', 8, '#221a4a');
      // flame emblem and stars
      s += p('M780 1420 C740 1380 760 1330 800 1300 C795 1340 830 1350 820 1310 C860 1340 870 1400 830 1430 C815 1440 795 1440 780 1420 Z', trim);
      s += p('M798 1418 C785 1400 795 1380 808 1368 C812 1390 828 1392 826 1378 C838 1394 836 1412 822 1422 Z', '#ffd45e', 'stroke-width="6"');
      const star = (x, y, r) => `<path d="M${x} ${y - r} L${x + r * 0.3} ${y - r * 0.3} L${x + r} ${y} L${x + r * 0.3} ${y + r * 0.3} L${x} ${y + r} L${x - r * 0.3} ${y + r * 0.3} L${x - r} ${y} L${x - r * 0.3} ${y - r * 0.3} Z" fill="#ffd45e"/>`;
      s += star(400, 1380, 26) + star(470, 1560, 18) + star(880, 1620, 22) + star(230, 1650, 16) + star(1060, 1420, 18);
      // sash belt
      s += p('M270 1700 L1020 1700 L1024 1750 L266 1750 Z', trim);
      return s;
    },
    top() {
      // pointed hat, singed black at the tip, with a wisp of smoke
      const hat = '#4a3a96';
      let s = p('M470 360 C540 250 600 60 760 -10 C730 90 760 200 830 350 Z', hat);
      s += shade('M470 360 C540 250 600 60 760 -10 C690 120 640 240 600 365 Z', 0.18);
      s += p('M700 20 C720 0 745 -5 760 -10 C752 20 748 45 752 70 C735 60 715 52 700 20 Z', '#2a2a2a', 'stroke-width="8"');
      s += line('M712 30 L706 52 M735 20 L738 48', 5, '#ff8c2a');
      s += line('M765 -20 C800 -60 760 -90 800 -130 C830 -160 800 -190 830 -210', 14, '#9a9aa6', 'opacity="0.7"');
      s += `<ellipse cx="650" cy="372" rx="285" ry="58" fill="${hat}" stroke="${INK}" stroke-width="${SW}"/>`;
      s += p('M488 340 Q650 390 812 340 L820 300 Q650 350 480 300 Z', '#f08a24');
      return s;
    },
  },
  brandt: {
    head: { hair: ['variant08'], hairColor: ['9b6a35'], skinColor: ['e3b08c'], head: ['variant04'], nose: ['variant05'],
      beard: ['variant01'], beardProbability: 100 },
    skin: '#e3b08c',
    front() {
      const steel = '#aeb8c6', steelD = '#7d8898', tabard = '#1f4e8c', gold = '#e1b33a';
      // chainmail sleeves
      let s = p(BODY, '#8f99a8') + shade(BODY_SHADE, 0.2);
      let mail = '';
      for (let y = 1300; y < 1800; y += 26) for (let x = 140; x < 1170; x += 26) {
        if (x > 300 && x < 990) continue;
        mail += `<circle cx="${x + ((y / 26) % 2) * 13}" cy="${y}" r="8" fill="none" stroke="#5f6878" stroke-width="4"/>`;
      }
      s += `<g clip-path="url(#bodyclip)">${mail}</g>`;
      // tabard
      s += p('M330 1210 L960 1210 L1000 1800 L290 1800 Z', tabard);
      s += line('M352 1240 L940 1240', 8, gold) + line('M318 1770 L972 1770', 8, gold);
      // emblem: a gold shield with a spade
      s += p('M560 1380 L730 1380 L730 1480 C730 1550 680 1590 645 1610 C610 1590 560 1550 560 1480 Z', gold);
      s += p('M645 1420 C620 1450 590 1470 592 1505 C594 1535 628 1540 640 1518 L628 1560 L662 1560 L650 1518 C662 1540 696 1535 698 1505 C700 1470 670 1450 645 1420 Z', tabard, 'stroke-width="6"');
      // gorget
      s += p('M520 1080 Q645 1140 770 1080 L800 1180 Q645 1250 490 1180 Z', steel) + line('M505 1150 Q645 1215 785 1150', 6, steelD);
      // pauldrons
      for (const m of [1, -1]) {
        const t = m === 1 ? '' : 'transform="translate(1290 0) scale(-1 1)"';
        s += `<g ${t}>` + p('M150 1330 C140 1220 240 1160 400 1170 C460 1175 500 1200 505 1240 C420 1260 300 1290 150 1330 Z', steel)
          + p('M160 1390 C200 1330 330 1290 470 1280 L480 1310 C340 1320 230 1360 170 1420 Z', steelD)
          + hl('M230 1210 C280 1190 360 1185 420 1195 C360 1205 290 1215 240 1235 Z', 0.5)
          + circ(230, 1275, 10, '#d9dee6', 5) + circ(420, 1228, 10, '#d9dee6', 5) + '</g>';
      }
      return `<defs><clipPath id="bodyclip"><path d="${BODY}"/></clipPath></defs>` + s;
    },
  },
  lina: {
    head: { hair: ['variant40'], hairColor: ['3b2418'], skinColor: ['c68e6a'], head: ['variant01'], nose: ['variant02'],
      glasses: ['variant01'], glassesProbability: 100, glassesColor: ['5a3a20'] },
    skin: '#c68e6a',
    back() {
      // map scrolls in a tube behind the right shoulder
      let s = '';
      const scroll = (x, y, c) => p(`M${x} ${y} L${x + 60} ${y - 10} L${x + 92} ${y + 200} L${x + 32} ${y + 210} Z`, c) +
        `<ellipse cx="${x + 30}" cy="${y - 5}" rx="32" ry="12" fill="#e9dcb8" stroke="${INK}" stroke-width="8" transform="rotate(-10 ${x + 30} ${y - 5})"/>`;
      s += scroll(880, 1010, '#efe3c2') + scroll(950, 1040, '#e4d2a4') + scroll(820, 1050, '#f3ead2');
      s += line('M870 1080 L1000 1060', 10, '#b23a3a');
      return s;
    },
    front() {
      const jacket = '#2f7d6d', shirt = '#f1e7d0', leather = '#7a4b2a';
      let s = p(BODY, jacket) + shade(BODY_SHADE, 0.18) + SLEEVES;
      s += p('M500 1100 L790 1100 L760 1800 L530 1800 Z', shirt);
      s += neckline(this.skin, 'M560 1098 Q645 1180 730 1098 Z');
      // lapels
      s += p('M500 1090 L585 1160 L560 1260 L530 1800 L460 1800 L470 1260 Z', '#2a6e60');
      s += p('M790 1090 L705 1160 L730 1260 L760 1800 L830 1800 L820 1260 Z', '#2a6e60');
      s += circ(700, 1420, 12, '#d9b36a', 6) + circ(700, 1560, 12, '#d9b36a', 6);
      // satchel strap across the chest and a compass pendant
      s += p('M860 1170 L930 1200 L420 1800 L330 1800 Z', leather) + line('M880 1200 L380 1790', 4, '#a87449', 'stroke-dasharray="14 12"');
      s += circ(610, 1330, 40, '#d8a84a') + circ(610, 1330, 26, '#f7efd8', 6) + line('M598 1346 L622 1314', 7, '#b23a3a');
      s += line('M610 1290 Q645 1200 645 1150', 5);
      return s;
    },
  },
  vix: {
    head: { hair: ['variant21'], hairColor: ['c4501c'], skinColor: ['f3d2b8'], head: ['variant03'], nose: ['variant01'],
      eyesColor: ['2b1a10'] },
    skin: '#f3d2b8',
    back() {
      // the fox tail, curling up behind the right side
      const fur = '#d8662a';
      let s = p('M1010 1800 C1130 1700 1240 1560 1240 1380 C1240 1200 1150 1080 1060 1000 C1010 960 960 990 990 1040 C1060 1120 1100 1240 1080 1380 C1060 1520 960 1640 900 1800 Z', fur);
      s += p('M1060 1000 C1010 960 960 990 990 1040 C1010 1070 1030 1095 1045 1120 C1080 1100 1120 1080 1140 1070 C1115 1045 1090 1020 1060 1000 Z', '#fbf4ea');
      s += line('M1180 1300 C1190 1400 1160 1520 1100 1620', 8, '#a8461a') + line('M1150 1200 C1170 1260 1170 1300 1168 1330', 8, '#a8461a');
      // hood (down) behind the head
      s += p('M330 1200 C260 900 380 700 645 680 C910 700 1030 900 960 1200 Z', '#3b3450');
      return s;
    },
    front() {
      const cloak = '#3b3450', vest = '#6b4a3a', scarf = '#2a9d8f';
      let s = p(BODY, cloak) + shade(BODY_SHADE, 0.22) + SLEEVES;
      s += p('M420 1160 L870 1160 L830 1800 L460 1800 Z', vest);
      s += line('M645 1220 L645 1800', 6, '#4a3024');
      for (let y = 1300; y < 1760; y += 110) s += line(`M610 ${y} L680 ${y + 20}`, 8, '#c9a66b');
      s += neckline(this.skin, 'M560 1098 Q645 1160 730 1098 Z');
      // scarf
      s += p('M500 1090 C560 1170 730 1170 790 1090 L820 1150 C740 1240 550 1240 470 1150 Z', scarf);
      s += p('M720 1190 L800 1400 L750 1420 L690 1210 Z', scarf);
      // belt with a dagger hilt
      s += p('M430 1650 L860 1650 L856 1700 L434 1700 Z', '#2b2018') + p('M610 1640 L680 1640 L680 1710 L610 1710 Z', '#c9a66b');
      s += p('M760 1560 L790 1540 L830 1640 L800 1656 Z', '#8a8f99') + p('M740 1575 L812 1525 L820 1540 L748 1590 Z', '#c9a66b', 'stroke-width="8"');
      return s;
    },
    top() {
      // fox ears on top of the head
      const fur = '#d8662a', inner = '#f6e0cc';
      const ear = (x, y, a) => `<g transform="rotate(${a} ${x} ${y})">` + p(`M${x - 85} ${y + 40} C${x - 70} ${y - 60} ${x - 30} ${y - 150} ${x + 10} ${y - 190} C${x + 50} ${y - 120} ${x + 85} ${y - 40} ${x + 85} ${y + 40} Z`, fur)
        + p(`M${x - 50} ${y + 30} C${x - 40} ${y - 40} ${x - 15} ${y - 100} ${x + 8} ${y - 135} C${x + 35} ${y - 80} ${x + 55} ${y - 20} ${x + 52} ${y + 30} Z`, inner, 'stroke-width="7"') + '</g>';
      return ear(470, 380, -22) + ear(810, 370, 18);
    },
  },
  ash: {
    head: { hair: ['variant20'], hairColor: ['2a2a2e'], skinColor: ['b27b57'], head: ['variant02'], nose: ['variant06'] },
    skin: '#b27b57',
    front() {
      const cloak = '#56664f', tunic = '#e6dcc4', scarf = '#9e3b2b';
      let s = p(BODY, tunic) + shade(BODY_SHADE, 0.12);
      s += neckline(this.skin, 'M560 1098 Q645 1150 730 1098 Z');
      s += line('M645 1120 L645 1300', 6, '#a89a7a');
      // cloak falling over both shoulders, open in front
      s += p('M548 1090 C450 1130 300 1150 220 1200 C150 1250 120 1400 110 1800 L470 1800 C480 1600 500 1350 560 1180 Z', cloak);
      s += p('M742 1090 C840 1130 990 1150 1070 1200 C1140 1250 1170 1400 1180 1800 L820 1800 C810 1600 790 1350 730 1180 Z', cloak);
      s += shade('M220 1200 C150 1250 120 1400 110 1800 L250 1800 C240 1600 240 1400 220 1200 Z', 0.2);
      s += line('M350 1300 C340 1450 345 1650 350 1790', 6, '#3f4c3a') + line('M940 1300 C950 1450 945 1650 940 1790', 6, '#3f4c3a');
      // scarf wound round the neck, brass clasp
      s += p('M520 1080 C580 1160 710 1160 770 1080 L800 1140 C720 1230 570 1230 490 1140 Z', scarf);
      s += circ(520, 1200, 30, '#c8a04a') + circ(770, 1200, 30, '#c8a04a');
      s += line('M548 1200 Q645 1240 742 1200', 8, '#c8a04a');
      // travel pack strap
      s += p('M380 1240 L430 1236 L450 1800 L400 1800 Z', '#6b4a2a');
      return s;
    },
  },
  hunter: {
    head: { hair: ['variant10'], hairColor: ['d9dadc'], skinColor: ['e6bfa0'], head: ['variant04'], nose: ['variant06'],
      beard: ['variant02'], beardProbability: 100, eyebrowsColor: ['8a8a8a'] },
    skin: '#e6bfa0',
    top() {
      // a white fur cap with a thick, tufted band, pulled down to the brow
      const fur = '#f3f5f8', furS = '#c9d3dc';
      let s = p('M400 450 C380 300 500 200 650 195 C800 200 920 300 900 450 Z', '#dfe5ec');
      s += shade('M400 450 C380 300 500 200 650 195 C550 230 480 330 500 450 Z', 0.08);
      let band = 'M385 470';
      for (let i = 0; i <= 11; i++) band += ` Q${385 + i * 48 - 24} ${i % 2 ? 372 : 360} ${385 + i * 48} 378`;
      band += ' L913 378';
      for (let i = 11; i >= 0; i--) band += ` Q${385 + i * 48 + 24} ${i % 2 ? 505 : 515} ${385 + i * 48} 488`;
      s += p(band + ' Z', fur);
      for (let i = 0; i < 10; i++) s += line(`M${420 + i * 50} 405 q10 28 0 56`, 6, furS);
      s += line('M540 250 q20 30 10 60 M680 225 q25 35 15 70 M800 270 q15 25 10 55', 6, furS);
      return s;
    },
    front() {
      const coat = '#2e3a46', fur = '#eef1f4', furS = '#c9d3dc';
      let s = p(BODY, coat) + shade(BODY_SHADE, 0.2) + SLEEVES;
      s += neckline(this.skin, 'M560 1098 Q645 1150 730 1098 Z');
      // toggle fastenings
      for (let y = 1420; y < 1780; y += 110) s += p(`M620 ${y} L670 ${y} L670 ${y + 22} L620 ${y + 22} Z`, '#c9b18a', 'stroke-width="6"');
      // white fur mantle with a scalloped edge
      let edge = 'M150 1390';
      const pts = [];
      for (let i = 0; i <= 16; i++) {
        const t = i / 16, x = 150 + t * 990, y = 1390 - Math.sin(t * Math.PI) * 60 + (t > 0.3 && t < 0.7 ? 0 : 0);
        pts.push([x, y]);
      }
      for (let i = 1; i < pts.length; i++) {
        const [x0, y0] = pts[i - 1], [x1, y1] = pts[i];
        edge += ` Q${((x0 + x1) / 2).toFixed(1)} ${(Math.max(y0, y1) + 42).toFixed(1)} ${x1.toFixed(1)} ${y1.toFixed(1)}`;
      }
      const mantle = `M150 1390 C150 1260 230 1180 380 1140 C460 1110 520 1080 548 1060 Q645 1130 742 1060 C770 1080 830 1110 910 1140 C1060 1180 1140 1260 1140 1390` + edge.replace('M150 1390', '').split(' Q').reverse().join(' Q').replace(/^/, '') ;
      // simpler: draw the mantle as body above the scalloped edge
      const m = `M150 1390 C150 1260 230 1180 380 1140 C460 1110 520 1080 548 1060 Q645 1130 742 1060 C770 1080 830 1110 910 1140 C1060 1180 1140 1260 1140 1390`;
      let back = '';
      for (let i = pts.length - 1; i > 0; i--) {
        const [x0, y0] = pts[i], [x1, y1] = pts[i - 1];
        back += ` Q${((x0 + x1) / 2).toFixed(1)} ${(Math.max(y0, y1) + 42).toFixed(1)} ${x1.toFixed(1)} ${y1.toFixed(1)}`;
      }
      void mantle;
      s += p(m + back + ' Z', fur);
      for (let i = 0; i < 14; i++) {
        const x = 230 + i * 62, y = 1230 + Math.abs(i - 6.5) * 14;
        s += line(`M${x} ${y} q12 30 0 60`, 6, furS);
      }
      // tooth-and-bead necklace
      for (let i = 0; i < 7; i++) {
        const t = (i + 1) / 8, x = 520 + t * 250, y = 1150 + Math.sin(t * Math.PI) * 90;
        s += p(`M${x - 11} ${y} L${x + 11} ${y} L${x} ${y + 40} Z`, '#f7f1de', 'stroke-width="6"');
      }
      return s;
    },
  },
};

// Small expression marks drawn over the face (head-space coordinates shifted by HX, HY).
const hx = (x) => x + HX, hy = (y) => y + HY;
const MARKS = {
  happy: `<ellipse cx="${hx(420)}" cy="${hy(560)}" rx="40" ry="20" fill="#ff6f7d" opacity="0.35"/>` +
         `<ellipse cx="${hx(660)}" cy="${hy(560)}" rx="36" ry="18" fill="#ff6f7d" opacity="0.35"/>`,
  sad: `<path d="M${hx(440)} ${hy(520)} c-14 30 -22 46 -22 60 a22 22 0 0 0 44 0 c0 -14 -8 -30 -22 -60 z" fill="#8fd3ff" stroke="${INK}" stroke-width="6"/>`,
  angry: `<g transform="translate(${hx(770)} ${hy(330)}) scale(1.7)" fill="none" stroke="#d8283a" stroke-width="9" stroke-linecap="round">` +
         `<path d="M-40 -12 Q-14 -14 -12 -40 M12 -40 Q14 -14 40 -12 M40 12 Q14 14 12 40 M-12 40 Q-14 14 -40 12"/></g>`,
  surprised: `<g stroke="${INK}" stroke-width="12" stroke-linecap="round"><path d="M${hx(800)} ${hy(250)} l30 -60 M${hx(850)} ${hy(290)} l55 -35 M${hx(870)} ${hy(350)} l62 -5"/></g>`,
};

// --- assemble ------------------------------------------------------------------------------
function headSvg(opts, expr, who) {
  const svg = createAvatar(lorelei, { seed: who, ...NONE, ...opts, ...expr }).toString();
  const body = svg.replace(/<metadata[\s\S]*?<\/metadata>/, '').replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  // cut the head's own neck stub off just below the collar line; the bust draws the rest
  return `<defs><clipPath id="headclip"><rect x="-400" y="-400" width="2100" height="${HEAD_CUT + 400}"/></clipPath></defs>` +
    `<g clip-path="url(#headclip)"><svg x="${HX}" y="${HY}" width="980" height="980" viewBox="0 0 980 980" fill="none">${body}</svg></g>`;
}

let n = 0;
for (const [who, c] of Object.entries(CAST)) {
  for (const [ex, e] of Object.entries(EXPR)) {
    const parts = [
      c.back ? c.back() : '',
      headSvg(c.head, e, who),
      c.front(),
      c.top ? c.top() : '',
      MARKS[ex] || '',
    ];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H + TOP}" viewBox="0 ${-TOP} ${W} ${H + TOP}">${parts.join('\n')}</svg>`;
    fs.writeFileSync(path.join(OUT, `${who}_${ex}.svg`), svg);
    n++;
  }
}
// The stranger: an unnamed seat (free play, online) as a hooded silhouette, one expression.
function stranger() {
  const cloth = '#3a4251', hood = '#2b323e';
  let s = p(BODY, cloth) + shade(BODY_SHADE, 0.2) + SLEEVES;
  s += p('M645 250 C430 250 330 430 350 650 C365 830 430 960 470 1060 L820 1060 C860 960 925 830 940 650 C960 430 860 250 645 250 Z', hood);
  s += shade('M645 250 C430 250 330 430 350 650 C365 830 430 960 470 1060 L560 1060 C470 900 440 700 470 520 C500 380 560 290 645 250 Z', 0.18);
  s += `<ellipse cx="645" cy="690" rx="185" ry="245" fill="#141820"/>`;
  s += `<text x="645" y="790" font-family="Noto Serif" font-weight="bold" font-size="230" fill="#556073" text-anchor="middle">?</text>`;
  // a clasp where the hood closes
  s += circ(645, 1090, 26, '#b08a3a', 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H + TOP}" viewBox="0 ${-TOP} ${W} ${H + TOP}">${s}</svg>`;
}
fs.writeFileSync(path.join(OUT, 'stranger_neutral.svg'), stranger());
n++;
console.log(`portraits: ${n} svgs in ${OUT}`);
