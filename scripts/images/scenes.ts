// One illustration per image id in content/images.ts, drawn at the image's base size.
import {
  barChart,
  bridge,
  bust,
  certificate,
  circle,
  clipboard,
  container,
  crane,
  Defs,
  dashboard,
  dots,
  ellipse,
  factory,
  figure,
  flipChart,
  frame,
  garment,
  gear,
  globe,
  group,
  handshake,
  laptop,
  leaf,
  line,
  n,
  note,
  palette as p,
  path,
  pin,
  polygon,
  rect,
  rings,
  route,
  skyline,
  solarPanel,
  svgDocument,
  trendArrow,
  truck,
} from "./draw.ts";

type Scene = (w: number, h: number) => string;

/** Rolling ground: a filled wave across the bottom. */
function hills(w: number, h: number, y: number, amp: number, fill: string, phase = 0): string {
  const k = w / 4;
  return path(
    `M0,${n(h)} L0,${n(y)} C${n(k * 0.5 + phase)},${n(y - amp)} ${n(k * 1.5 + phase)},${n(y + amp)} ${n(k * 2)},${n(y)} S${n(k * 3.5 - phase)},${n(y - amp)} ${n(w)},${n(y + amp * 0.3)} L${n(w)},${n(h)}z`,
    fill,
  );
}

function lightBackground(
  defs: Defs,
  w: number,
  h: number,
  from: string = p.cream,
  to: string = p.sand,
): string {
  return rect(
    0,
    0,
    w,
    h,
    defs.linear(
      [
        [0, from],
        [1, to],
      ],
      0,
      0,
      0.3,
      1,
    ),
  );
}

// ---- Banners (1920x800): the left ~55% stays calm and dark for the overlaid heading ----------

const bannerTransformation: Scene = (w, h) => {
  const d = new Defs();
  let s = rect(
    0,
    0,
    w,
    h,
    d.linear(
      [
        [0, p.brandDeep],
        [0.55, "#3d0e0e"],
        [1, p.brand],
      ],
      0,
      0,
      1,
      0.4,
    ),
  );
  s += circle(
    1500,
    330,
    420,
    d.radial([
      [0, p.goldLight, 0.5],
      [0.45, p.gold, 0.16],
      [1, p.gold, 0],
    ]),
  );
  s += rings(300, 820, 260, 4, p.brandTint, 0.06);
  s += circle(1500, 330, 110, p.goldLight, { opacity: 0.85 });
  s += hills(w, h, 640, 40, p.brandDark, 60);
  s += factory(1110, 660, 400, 200, {
    wall: "#4a1212",
    roof: p.brandDeep,
    window: p.goldLight,
    teeth: 4,
    seed: "b1a",
  });
  s += factory(1540, 680, 330, 150, {
    wall: "#3a0f0f",
    roof: p.brandDeep,
    window: p.gold,
    teeth: 3,
    chimneys: [0.78],
    smoke: p.sand,
    seed: "b1b",
  });
  s += barChart(1160, 420, 400, 230, [0.3, 0.45, 0.6, 0.82, 1], [p.sand, p.goldLight]);
  s += trendArrow(
    [
      [1130, 370],
      [1260, 320],
      [1350, 340],
      [1480, 220],
      [1610, 150],
    ],
    p.cream,
    12,
  );
  s += hills(w, h, 730, 25, p.brandDeep, -80);
  return svgDocument(w, h, d, s);
};

const bannerGlobal: Scene = (w, h) => {
  const d = new Defs();
  let s = rect(
    0,
    0,
    w,
    h,
    d.linear(
      [
        [0, p.brandDeep],
        [0.5, "#34100f"],
        [1, "#6e1616"],
      ],
      0,
      0,
      1,
      0.3,
    ),
  );
  s += rings(260, -60, 300, 4, p.brandTint, 0.05);
  s += circle(
    1490,
    390,
    380,
    d.radial([
      [0, p.brandLight, 0.35],
      [1, p.brandLight, 0],
    ]),
  );
  s += globe(d, 1490, 390, 290, {
    ocean: "#5a1414",
    lines: p.brandTint,
    land: p.brandLight,
    lineWidth: 2.5,
    seed: "b2",
  });
  s += route(1290, 300, 1620, 250, 140, p.goldLight, 5);
  s += route(1380, 500, 1700, 430, 110, p.gold, 5);
  s += route(1250, 430, 1530, 560, 60, p.sand, 4);
  s += pin(1290, 300, 46, p.gold, p.brandDeep);
  s += pin(1620, 250, 46, p.goldLight, p.brandDeep);
  s += pin(1700, 430, 40, p.sand, p.brandDeep);
  s += pin(1530, 560, 40, p.gold, p.brandDeep);
  s += hills(w, h, 720, 20, p.brandDeep, 40);
  s += skyline(1080, 722, 820, 120, { fill: "#240909", window: p.gold, seed: "b2", count: 11 });
  s += rect(0, 722, w, 80, "#1d0707");
  return svgDocument(w, h, d, s);
};

// ---- Gallery (1200x900) -----------------------------------------------------------------------

const factoryFloorTraining: Scene = (w, h) => {
  const d = new Defs();
  let s = lightBackground(d, w, h);
  s += rect(
    0,
    600,
    w,
    300,
    d.linear([
      [0, p.taupe],
      [1, p.clay],
    ]),
  );
  s += factory(600, 560, 560, 300, {
    wall: p.sand,
    roof: p.clay,
    window: p.cream,
    teeth: 5,
    seed: "g1",
  });
  for (const gx of [640, 820, 1000]) {
    s += rect(gx, 470, 130, 110, p.stone, { rx: 8 });
    s += rect(gx + 15, 485, 60, 40, p.tealLight, { rx: 4 });
    s += gear(gx + 100, 500, 22, 8, p.gold, p.stone);
  }
  s += rect(600, 575, 560, 18, p.ink, { rx: 9 });
  s += flipChart(130, 720, 380, { stand: p.ink, paper: p.cream, ink: p.brand, accent: p.gold });
  s += figure(420, 740, 300, p.brand, p.clay);
  s += bust(560, 860, 110, p.teal, p.clay);
  s += bust(760, 870, 120, p.gold, p.stone);
  s += bust(960, 860, 110, p.brandLight, p.clay);
  return svgDocument(w, h, d, s);
};

const esgAudit: Scene = (w, h) => {
  const d = new Defs();
  let s = lightBackground(d, w, h, "#eef3ee", p.sand);
  s += circle(980, 170, 90, p.goldLight);
  s += hills(w, h, 640, 30, "#b9cdb9");
  s += factory(140, 660, 520, 280, {
    wall: p.taupe,
    roof: p.stone,
    window: p.cream,
    teeth: 4,
    chimneys: [0.15],
    smoke: p.cream,
    seed: "g2",
  });
  s += solarPanel(700, 700, 160, { frame: p.ink, cell: p.teal, line: p.tealLight });
  s += solarPanel(900, 720, 160, { frame: p.ink, cell: p.teal, line: p.tealLight });
  s += rect(0, 720, w, 180, "#a9bfa6");
  s += clipboard(380, 380, 300, 420, { board: p.brand, paper: p.cream, ink: p.ink, tick: p.teal });
  s += leaf(800, 560, 110, p.teal, p.cream, 30);
  s += leaf(930, 620, 70, p.tealLight, p.cream, -20);
  return svgDocument(w, h, d, s);
};

const strategyWorkshop: Scene = (w, h) => {
  const d = new Defs();
  let s = lightBackground(d, w, h);
  s += rect(120, 90, 960, 420, p.cream, { rx: 16, stroke: p.taupe, "stroke-width": 6 });
  const notes = [p.goldLight, p.brandTint, p.tealLight, p.sand, p.goldLight, p.brandTint];
  for (let i = 0; i < 6; i++) {
    s += note(
      200 + (i % 3) * 120,
      190 + Math.floor(i / 3) * 140,
      100,
      notes[i]!,
      p.ink,
      i % 2 ? 4 : -3,
    );
  }
  s += barChart(640, 450, 380, 300, [0.35, 0.5, 0.7, 0.95], [p.brand, p.gold]);
  s += trendArrow(
    [
      [640, 380],
      [760, 330],
      [860, 300],
      [1000, 170],
    ],
    p.teal,
    10,
  );
  s += path(`M60,${h} L160,600 L1040,600 L1140,${h}z`, p.clay);
  s += rect(160, 590, 880, 20, p.stone, { rx: 10 });
  s += laptop(460, 470, 280, { body: p.ink, screen: p.teal });
  s += rect(220, 640, 160, 110, p.cream, { rx: 6, transform: "rotate(-6 300 695)" });
  s += rect(820, 650, 150, 100, p.cream, { rx: 6, transform: "rotate(5 895 700)" });
  s += circle(900, 690, 26, p.brand);
  return svgDocument(w, h, d, s);
};

const marketAccessMission: Scene = (w, h) => {
  const d = new Defs();
  let s = rect(
    0,
    0,
    w,
    h,
    d.linear(
      [
        [0, "#f3e6d6"],
        [1, p.taupe],
      ],
      0,
      0,
      0.2,
      1,
    ),
  );
  s += globe(d, 600, 360, 270, { ocean: p.teal, lines: p.cream, land: p.tealLight, lineWidth: 3 });
  s += route(420, 300, 820, 240, 150, p.brand, 6);
  s += route(500, 470, 760, 520, 90, p.gold, 6);
  s += rect(0, 700, w, 200, p.clay);
  s += container(60, 600, 300, 120, p.brand, p.brandDark);
  s += container(90, 480, 260, 120, p.gold, "#b9862c");
  s += container(860, 600, 300, 120, p.teal, "#245f58");
  s += container(880, 480, 260, 120, p.brandLight, p.brand);
  s += handshake(600, 760, 150, {
    left: p.brand,
    right: p.ink,
    cuffLeft: p.cream,
    cuffRight: p.cream,
    hand: p.sand,
    line: p.clay,
  });
  return svgDocument(w, h, d, s);
};

const vocationalCentre: Scene = (w, h) => {
  const d = new Defs();
  let s = lightBackground(d, w, h, "#f4ece1", p.sand);
  s += rect(
    0,
    560,
    w,
    340,
    d.linear([
      [0, p.taupe],
      [1, p.clay],
    ]),
  );
  s += rect(260, 80, 680, 380, "#fdfaf5", { rx: 12, stroke: p.stone, "stroke-width": 10 });
  s += gear(420, 240, 80, 10, p.brand, "#fdfaf5");
  s += gear(530, 320, 50, 8, p.gold, "#fdfaf5");
  s += polyline_(
    [
      [640, 380],
      [700, 300],
      [760, 330],
      [840, 180],
    ],
    p.teal,
  );
  s += rect(640, 140, 150, 16, p.ink, { opacity: 0.5, rx: 8 });
  s += rect(640, 180, 110, 16, p.ink, { opacity: 0.35, rx: 8 });
  s += rect(250, 470, 700, 14, p.stone, { rx: 7 });
  const colors = [p.brand, p.teal, p.gold, p.brandLight, p.stone, p.teal];
  for (let row = 0; row < 2; row++) {
    const y = 640 + row * 150;
    const scale = 1 + row * 0.2;
    for (let i = 0; i < 3; i++) {
      const x = 260 + i * 340 - row * 40 + (i - 1) * row * 40;
      s += bust(x, y, 80 * scale, colors[row * 3 + i]!, p.clay);
      s += rect(x - 140 * scale, y + 30 * scale, 280 * scale, 26 * scale, p.ink, { rx: 6 });
    }
  }
  return svgDocument(w, h, d, s);
};

function polyline_(pts: [number, number][], stroke: string): string {
  return trendArrow(pts, stroke, 10);
}

const leanManufacturing: Scene = (w, h) => {
  const d = new Defs();
  let s = rect(
    0,
    0,
    w,
    h,
    d.linear(
      [
        [0, p.brandDark],
        [1, p.brandDeep],
      ],
      0,
      0,
      0.4,
      1,
    ),
  );
  s += dots(80, 80, 14, 4, 40, 3, p.brandTint, 0.25);
  s += gear(300, 330, 150, 12, p.gold, p.brandDark);
  s += gear(510, 250, 95, 9, p.sand, p.brandDark);
  s += gear(470, 440, 70, 8, p.brandLight, p.brandDark);
  s += trendArrow(
    [
      [650, 420],
      [760, 360],
      [860, 390],
      [1000, 230],
      [1110, 150],
    ],
    p.goldLight,
    14,
  );
  s += rect(60, 660, 1080, 60, p.ink, { rx: 30 });
  for (let i = 0; i < 13; i++) s += circle(100 + i * 83, 690, 20, p.stone);
  const boxes = [p.sand, p.gold, p.brandLight, p.sand, p.gold];
  for (let i = 0; i < 5; i++) s += rect(120 + i * 210, 560, 120, 100, boxes[i]!, { rx: 8 });
  s += rect(150, 720, 20, 140, p.ink);
  s += rect(1030, 720, 20, 140, p.ink);
  return svgDocument(w, h, d, s);
};

const digitalDashboard: Scene = (w, h) => {
  const d = new Defs();
  let s = lightBackground(d, w, h, "#f1ebe3", p.taupe);
  s += circle(1050, 130, 200, p.brandTint, { opacity: 0.5 });
  s += rect(0, 720, w, 180, p.clay);
  s += dashboard(190, 110, 820, {
    frame: p.ink,
    screen: "#fbf7f1",
    tile: "#efe4d4",
    a: p.brand,
    b: p.gold,
    c: p.teal,
  });
  s += rect(300, 740, 600, 40, p.ink, { rx: 12 });
  s += circle(980, 760, 36, p.brand);
  return svgDocument(w, h, d, s);
};

const infrastructureSite: Scene = (w, h) => {
  const d = new Defs();
  let s = rect(
    0,
    0,
    w,
    h,
    d.linear([
      [0, "#f6dcc0"],
      [1, p.sand],
    ]),
  );
  s += circle(930, 200, 110, p.goldLight, { opacity: 0.9 });
  s += hills(w, h, 560, 25, p.taupe);
  s += crane(260, 700, 560, { steel: p.brand, cable: p.ink, load: p.gold });
  s += frame(470, 700, 260, 360, 5, p.stone);
  s += bridge(720, 610, 430, 120, { steel: p.brandDark, deck: p.ink });
  s += rect(0, 700, w, 200, p.clay);
  s += rect(0, 700, w, 14, p.stone);
  for (let i = 0; i < 5; i++)
    s += polygon(
      [
        [80 + i * 230, 820],
        [110 + i * 230, 760],
        [140 + i * 230, 820],
      ],
      p.gold,
    );
  return svgDocument(w, h, d, s);
};

const partnershipSigning: Scene = (w, h) => {
  const d = new Defs();
  let s = rect(
    0,
    0,
    w,
    h,
    d.linear(
      [
        [0, p.brand],
        [1, p.brandDeep],
      ],
      0,
      0,
      0.5,
      1,
    ),
  );
  s += skyline(0, 520, w, 300, { fill: "#4a1111", window: p.gold, seed: "g9", count: 12 });
  s += rect(
    0,
    520,
    w,
    380,
    d.linear([
      [0, p.sand],
      [1, p.taupe],
    ]),
  );
  s += group(
    "rotate(-4 600 740)",
    rect(370, 600, 460, 280, p.cream, { rx: 8 }) +
      rect(420, 650, 260, 18, p.ink, { opacity: 0.6, rx: 9 }) +
      rect(420, 690, 340, 12, p.ink, { opacity: 0.3, rx: 6 }) +
      rect(420, 720, 300, 12, p.ink, { opacity: 0.3, rx: 6 }) +
      path("M440,820 c30,-40 50,20 80,-10 s40,-20 70,5", "none", {
        stroke: p.brand,
        "stroke-width": 5,
        "stroke-linecap": "round",
      }) +
      path("M640,820 c20,-30 40,15 60,-8 s30,-15 60,6", "none", {
        stroke: p.teal,
        "stroke-width": 5,
        "stroke-linecap": "round",
      }),
  );
  s += handshake(600, 420, 190, {
    left: p.ink,
    right: p.gold,
    cuffLeft: p.cream,
    cuffRight: p.cream,
    hand: p.sand,
    line: p.clay,
  });
  return svgDocument(w, h, d, s);
};

// ---- Team portraits (600x600): abstract avatars on patterned backgrounds ---------------------

function avatar(
  background: (w: number, h: number, d: Defs) => string,
  body: string,
  head: string,
): Scene {
  return (w, h) => {
    const d = new Defs();
    let s = background(w, h, d);
    s += path(
      `M${n(w * 0.14)},${h} C${n(w * 0.14)},${n(h * 0.72)} ${n(w * 0.3)},${n(h * 0.64)} ${n(w * 0.5)},${n(h * 0.64)} C${n(w * 0.7)},${n(h * 0.64)} ${n(w * 0.86)},${n(h * 0.72)} ${n(w * 0.86)},${h}z`,
      body,
    );
    s += rect(w * 0.44, h * 0.52, w * 0.12, h * 0.14, head);
    s += ellipse(w * 0.5, h * 0.4, w * 0.15, h * 0.175, head);
    s += path(
      `M${n(w * 0.42)},${n(h * 0.645)} L${n(w * 0.5)},${n(h * 0.74)} L${n(w * 0.58)},${n(h * 0.645)}z`,
      p.cream,
      { opacity: 0.9 },
    );
    return svgDocument(w, h, d, s);
  };
}

const member1 = avatar(
  (w, h, d) =>
    rect(
      0,
      0,
      w,
      h,
      d.linear([
        [0, p.brand],
        [1, p.brandDark],
      ]),
    ) +
    circle(w * 0.2, h * 0.2, w * 0.22, p.brandLight, { opacity: 0.6 }) +
    circle(w * 0.85, h * 0.35, w * 0.16, p.gold, { opacity: 0.5 }) +
    circle(w * 0.8, h * 0.85, w * 0.3, p.brandDeep, { opacity: 0.5 }),
  p.ink,
  p.taupe,
);

const member2 = avatar(
  (w, h, d) => {
    let s = rect(
      0,
      0,
      w,
      h,
      d.linear([
        [0, p.goldLight],
        [1, p.gold],
      ]),
    );
    for (let i = -2; i < 8; i++)
      s += polygon(
        [
          [i * 90, 0],
          [i * 90 + 45, 0],
          [i * 90 + 45 + h * 0.6, h],
          [i * 90 + h * 0.6, h],
        ],
        p.cream,
        { opacity: 0.25 },
      );
    return s;
  },
  p.brand,
  p.clay,
);

const member3 = avatar(
  (w, h, d) => {
    let s = rect(
      0,
      0,
      w,
      h,
      d.linear([
        [0, p.tealLight],
        [1, p.teal],
      ]),
    );
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++) {
        const x = i * 160 + (j % 2) * 80;
        s += polygon(
          [
            [x, j * 160 + 140],
            [x + 70, j * 160],
            [x + 140, j * 160 + 140],
          ],
          p.cream,
          { opacity: 0.14 },
        );
      }
    return s;
  },
  p.brandDark,
  p.sand,
);

const member4 = avatar(
  (w, h, d) => {
    let s = rect(
      0,
      0,
      w,
      h,
      d.linear([
        [0, p.cream],
        [1, p.sand],
      ]),
    );
    for (let i = 0; i < 6; i++)
      s += path(`M0,${60 + i * 100} q${n(w / 4)},-50 ${n(w / 2)},0 t${n(w / 2)},0`, "none", {
        stroke: p.taupe,
        "stroke-width": 18,
        opacity: 0.5,
      });
    return s;
  },
  p.teal,
  p.clay,
);

const member5 = avatar(
  (w, h, d) => {
    let s = rect(
      0,
      0,
      w,
      h,
      d.linear([
        [0, "#3f4d63"],
        [1, "#27303f"],
      ]),
    );
    for (let i = 1; i < 8; i++)
      s +=
        line(i * 75, 0, i * 75, h, "#ffffff", 2, { opacity: 0.12 }) +
        line(0, i * 75, w, i * 75, "#ffffff", 2, { opacity: 0.12 });
    s += circle(w * 0.82, h * 0.18, 40, p.gold, { opacity: 0.7 });
    return s;
  },
  p.gold,
  p.taupe,
);

// ---- News and blog cards (800x450) -----------------------------------------------------------

const newsEsg: Scene = (w, h) => {
  const d = new Defs();
  let s = lightBackground(d, w, h, "#eef2ea", p.sand);
  s += factory(40, 400, 300, 180, {
    wall: p.taupe,
    roof: p.stone,
    window: p.cream,
    teeth: 3,
    chimneys: [0.15],
    smoke: p.cream,
    seed: "n1",
  });
  s += factory(520, 410, 260, 150, {
    wall: p.taupe,
    roof: p.stone,
    window: p.cream,
    teeth: 3,
    seed: "n1b",
  });
  s += rect(0, 400, w, 50, "#a9bfa6");
  s += group(
    "rotate(-3 400 230)",
    certificate(230, 80, 340, 250, {
      paper: "#fffdf8",
      border: p.gold,
      ink: p.ink,
      seal: p.teal,
      ribbon: p.brand,
    }),
  );
  s += leaf(505, 275, 26, p.cream, p.teal, 15);
  return svgDocument(w, h, d, s);
};

const newsTraining: Scene = (w, h) => {
  const d = new Defs();
  let s = rect(
    0,
    0,
    w,
    h,
    d.linear([
      [0, "#fbe7cf"],
      [1, p.sand],
    ]),
  );
  s += circle(660, 90, 50, p.goldLight);
  s += rect(0, 370, w, 80, p.clay);
  s += polygon(
    [
      [150, 170],
      [400, 60],
      [650, 170],
    ],
    p.brand,
  );
  s += rect(180, 170, 440, 210, p.cream);
  s += rect(350, 250, 100, 130, p.brandDark, { rx: 6 });
  s += rect(400, 250, 50, 130, p.goldLight, { opacity: 0.8 });
  for (const x of [215, 485]) {
    s += rect(x, 220, 100, 70, p.teal, { rx: 4 });
    s += line(x + 50, 220, x + 50, 290, p.cream, 4);
  }
  s += path("M230,130 L570,130 L550,150 L570,170 L230,170 L250,150z", p.gold);
  s += rect(300, 145, 200, 10, p.brandDeep, { opacity: 0.6, rx: 5 });
  s += figure(110, 400, 120, p.teal, p.clay) + figure(690, 400, 120, p.brand, p.stone);
  return svgDocument(w, h, d, s);
};

const newsMarket: Scene = (w, h) => {
  const d = new Defs();
  let s = rect(
    0,
    0,
    w,
    h,
    d.linear(
      [
        [0, p.brandDark],
        [1, p.brand],
      ],
      0,
      0,
      1,
      0.6,
    ),
  );
  s += globe(d, 560, 200, 150, {
    ocean: p.brandDeep,
    lines: p.brandTint,
    land: p.brandLight,
    lineWidth: 2,
  });
  s += route(490, 150, 660, 240, 70, p.goldLight, 4);
  s += rect(0, 360, w, 90, p.brandDeep);
  s += garment(60, 300, 240, p.sand, p.clay);
  s += garment(80, 230, 210, p.gold, "#b9862c");
  s += garment(95, 170, 190, p.cream, p.taupe);
  return svgDocument(w, h, d, s);
};

const blogOperatingModel: Scene = (w, h) => {
  const d = new Defs();
  let s = lightBackground(d, w, h);
  const box = (x: number, y: number, fill: string) =>
    rect(x - 60, y - 26, 120, 52, fill, { rx: 10 });
  s += line(400, 90, 400, 130, p.stone, 5) + line(220, 130, 580, 130, p.stone, 5);
  for (const x of [220, 400, 580]) s += line(x, 130, x, 170, p.stone, 5);
  s += box(400, 70, p.brand);
  s += box(220, 190, p.gold) + box(400, 190, p.teal) + box(580, 190, p.gold);
  s += barChart(160, 410, 480, 150, [0.3, 0.45, 0.55, 0.7, 0.9, 1], [p.taupe, p.brandLight]);
  s += trendArrow(
    [
      [170, 380],
      [320, 330],
      [420, 345],
      [620, 260],
    ],
    p.brand,
    7,
  );
  return svgDocument(w, h, d, s);
};

const blogSupplyChain: Scene = (w, h) => {
  const d = new Defs();
  let s = rect(
    0,
    0,
    w,
    h,
    d.linear([
      [0, "#eaf1ec"],
      [1, p.sand],
    ]),
  );
  s += rect(0, 330, w, 120, p.taupe);
  s += path("M40,300 C200,220 300,360 420,290 S640,220 770,280", "none", {
    stroke: p.teal,
    "stroke-width": 10,
    "stroke-linecap": "round",
    "stroke-dasharray": "2 22",
  });
  s += factory(560, 330, 200, 140, {
    wall: p.clay,
    roof: p.stone,
    window: p.cream,
    teeth: 3,
    chimneys: [0.15],
    smoke: p.cream,
    seed: "b2",
  });
  s += container(40, 240, 160, 70, p.brand, p.brandDark);
  s += container(50, 170, 140, 70, p.gold, "#b9862c");
  s += truck(260, 340, 250, { cab: p.brand, trailer: p.cream, wheel: p.ink, window: p.tealLight });
  s += leaf(420, 100, 50, p.teal, p.cream, 20);
  return svgDocument(w, h, d, s);
};

const blogSkillsGap: Scene = (w, h) => {
  const d = new Defs();
  let s = lightBackground(d, w, h, "#f6ece0", p.taupe);
  const colors = [p.brand, p.gold, p.teal, p.brandLight, p.stone];
  for (let i = 0; i < 5; i++) {
    const x = 120 + i * 90;
    const hh = 50 + i * 55;
    s += rect(x, 400 - hh, 82, hh, colors[i]!, { rx: 6 });
    s += rect(x + 8, 400 - hh + 10, 66, 8, p.cream, { opacity: 0.6, rx: 4 });
  }
  s += gear(680, 130, 60, 10, p.brand, "#f3e6d6");
  s += circle(680, 130, 90, "none", {
    stroke: p.gold,
    "stroke-width": 4,
    "stroke-dasharray": "6 12",
  });
  s += rect(0, 400, w, 50, p.clay);
  s += figure(530, 400 - 4 * 55 - 50, 120, p.ink, p.clay);
  return svgDocument(w, h, d, s);
};

// ---- Open Graph image (1200x630) -------------------------------------------------------------

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Splits text into lines of at most `max` characters at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function shareScene(title: string, tagline: string): Scene {
  return (w, h) => {
    const d = new Defs();
    let s = rect(
      0,
      0,
      w,
      h,
      d.linear(
        [
          [0, p.brandDeep],
          [0.6, "#4a1010"],
          [1, p.brand],
        ],
        0,
        0,
        1,
        0.5,
      ),
    );
    s += circle(
      1010,
      290,
      260,
      d.radial([
        [0, p.gold, 0.35],
        [1, p.gold, 0],
      ]),
    );
    s += globe(d, 1010, 290, 150, {
      ocean: "#5a1414",
      lines: p.brandTint,
      land: p.brandLight,
      lineWidth: 2,
    });
    s += route(930, 250, 1080, 230, 70, p.goldLight, 4);
    s += rect(80, 170, 90, 8, p.gold, { rx: 4 });
    // Fonts come from the machine (fontconfig); the generic family keeps any sans-serif usable.
    const font = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
    wrap(title, 20).forEach((text, i) => {
      s += `<text x="80" y="${250 + i * 68}" fill="${p.cream}" font-family="${font}" font-size="56" font-weight="700">${escapeXml(text)}</text>`;
    });
    s += `<text x="80" y="${250 + wrap(title, 20).length * 68 + 10}" fill="${p.sand}" font-family="${font}" font-size="30">${escapeXml(tagline)}</text>`;
    s += hills(w, h, 560, 20, p.brandDeep);
    s += factory(60, 600, 260, 110, {
      wall: "#3a0f0f",
      roof: p.brandDeep,
      window: p.gold,
      teeth: 3,
      chimneys: [0.15],
      seed: "share",
    });
    return svgDocument(w, h, d, s);
  };
}

export const scenes: Record<string, Scene> = {
  "banner-transformation": bannerTransformation,
  "banner-global": bannerGlobal,
  "factory-floor-training": factoryFloorTraining,
  "esg-audit": esgAudit,
  "strategy-workshop": strategyWorkshop,
  "market-access-mission": marketAccessMission,
  "vocational-centre": vocationalCentre,
  "lean-manufacturing": leanManufacturing,
  "digital-dashboard": digitalDashboard,
  "infrastructure-site": infrastructureSite,
  "partnership-signing": partnershipSigning,
  member1,
  member2,
  member3,
  member4,
  member5,
  "esg-certifications": newsEsg,
  "training-centre-nairobi": newsTraining,
  "market-access-jordan": newsMarket,
  "blog-operating-model": blogOperatingModel,
  "blog-supply-chain-esg": blogSupplyChain,
  "blog-skills-gap": blogSkillsGap,
};

// ---- Client wordmarks (SVG files served as they are) -----------------------------------------

const marks: readonly ((c: string) => string)[] = [
  (c) =>
    polygon(
      [
        [20, 58],
        [40, 22],
        [60, 58],
      ],
      c,
    ) +
    polygon(
      [
        [32, 58],
        [48, 30],
        [64, 58],
      ],
      c,
      { opacity: 0.55 },
    ),
  (c) =>
    polygon(
      [
        [40, 18],
        [60, 30],
        [60, 52],
        [40, 64],
        [20, 52],
        [20, 30],
      ],
      c,
    ),
  (c) => circle(40, 40, 20, "none", { stroke: c, "stroke-width": 7 }) + circle(40, 40, 6, c),
  (c) => rect(20, 22, 16, 36, c, { rx: 3 }) + rect(42, 32, 16, 26, c, { rx: 3, opacity: 0.6 }),
  (c) => path("M44,16 L26,44 L40,44 L34,64 L56,34 L42,34z", c),
  (c) =>
    rect(22, 22, 36, 36, c, { rx: 4, transform: "rotate(45 40 40)" }) +
    rect(32, 32, 16, 16, "#ffffff", { rx: 2, transform: "rotate(45 40 40)" }),
];

/** A neutral wordmark: an abstract mark and the (invented) name in a plain typeface. */
export function wordmark(name: string, index: number, width: number, height: number): string {
  const ink = "#4a4a52";
  const mark = marks[index % marks.length]!(ink);
  const font =
    index % 2 ? "Georgia, 'Times New Roman', serif" : "'Helvetica Neue', Arial, sans-serif";
  // Two lines: the name in bold, the trade in small spaced capitals. The size is chosen from the
  // name's length with a wide-font estimate, so it fits whatever typeface the visitor's machine has.
  const words = name.split(" ");
  const trade = words.length > 1 ? words.pop()! : "";
  const main = words.join(" ");
  const room = width - 84;
  const size = Math.min(26, room / (main.length * 0.64));
  const label = escapeXml(name);
  const text = (y: number, body: string, extra: string) =>
    `<text x="76" y="${n(y)}" fill="${ink}" font-family="${font}" ${extra}>${escapeXml(body)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    mark,
    text(trade ? 42 : 49, main, `font-size="${n(size)}" font-weight="700"`),
    trade ? text(60, trade.toUpperCase(), `font-size="11" letter-spacing="3"`) : "",
    "</svg>\n",
  ].join("");
}
