// SVG drawing primitives for the generated illustrations: flat, geometric, brand-coloured.
// Everything is a pure function of its arguments (no Math.random) so the output is reproducible.

export const palette = {
  brand: "#8b1a1a",
  brandDark: "#5c1010",
  brandDeep: "#2a0b0b",
  brandLight: "#b4473e",
  brandTint: "#e9c9c2",
  cream: "#f7f0e6",
  sand: "#ead9c0",
  taupe: "#c8ae8f",
  clay: "#a9826b",
  stone: "#7d6b60",
  ink: "#2b211e",
  gold: "#d9a13b",
  goldLight: "#f0c976",
  teal: "#2f7a72",
  tealLight: "#7fb8ad",
} as const;

/** Rounds to two decimals so the SVG source (and so the output) is stable and compact. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A small seeded generator (mulberry32): varied but reproducible details. */
export function seeded(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === "number" ? n(v) : v}"`)
    .join(" ");
}

export function el(tag: string, a: Attrs, children = ""): string {
  return children ? `<${tag} ${attrs(a)}>${children}</${tag}>` : `<${tag} ${attrs(a)}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) {
  return el("rect", { x, y, width: w, height: h, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) {
  return el("circle", { cx, cy, r, fill, ...extra });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) {
  return el("ellipse", { cx, cy, rx, ry, fill, ...extra });
}

export function path(d: string, fill: string, extra: Attrs = {}) {
  return el("path", { d, fill, ...extra });
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) {
  return el("line", {
    x1,
    y1,
    x2,
    y2,
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    ...extra,
  });
}

export function polygon(
  points: readonly (readonly [number, number])[],
  fill: string,
  extra: Attrs = {},
) {
  return el("polygon", {
    points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "),
    fill,
    ...extra,
  });
}

export function polyline(
  points: readonly (readonly [number, number])[],
  stroke: string,
  width: number,
  extra: Attrs = {},
) {
  return el("polyline", {
    points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "),
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...extra,
  });
}

export function group(transform: string, children: string, extra: Attrs = {}) {
  return el("g", { transform, ...extra }, children);
}

/** Collects <defs> entries with unique, predictable ids. */
export class Defs {
  private items: string[] = [];
  private count = 0;

  private id(prefix: string) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  linear(
    stops: readonly (readonly [number, string, number?])[],
    x1 = 0,
    y1 = 0,
    x2 = 0,
    y2 = 1,
  ): string {
    const id = this.id("l");
    const s = stops
      .map(([o, c, a]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": a }))
      .join("");
    this.items.push(el("linearGradient", { id, x1, y1, x2, y2 }, s));
    return `url(#${id})`;
  }

  radial(
    stops: readonly (readonly [number, string, number?])[],
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
  ): string {
    const id = this.id("r");
    const s = stops
      .map(([o, c, a]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": a }))
      .join("");
    this.items.push(el("radialGradient", { id, cx, cy, r }, s));
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id("c");
    this.items.push(el("clipPath", { id }, shape));
    return `url(#${id})`;
  }

  toString() {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;
}

// ---- Objects ---------------------------------------------------------------------------------

/** A sawtooth-roof factory standing on baseY, with lit windows and optional chimneys. */
export function factory(
  x: number,
  baseY: number,
  w: number,
  h: number,
  o: {
    wall: string;
    roof: string;
    window: string;
    teeth?: number;
    /** Chimney positions as fractions of the width. */
    chimneys?: readonly number[];
    smoke?: string;
    seed?: string;
  },
): string {
  const teeth = o.teeth ?? 4;
  const tw = w / teeth;
  const th = h * 0.22;
  const top = baseY - h;
  const rnd = seeded(o.seed ?? "factory");
  let out = "";
  for (const at of o.chimneys ?? []) {
    const cx = x + w * at;
    const ch = h * (0.75 + rnd() * 0.35);
    out += rect(cx - w * 0.03, top - ch + th, w * 0.06, ch, o.roof);
    out += rect(cx - w * 0.03, top - ch + th + ch * 0.12, w * 0.06, ch * 0.05, o.window, {
      opacity: 0.7,
    });
    if (o.smoke) {
      const sy = top - ch + th;
      out += circle(cx + w * 0.02, sy - w * 0.04, w * 0.04, o.smoke, { opacity: 0.35 });
      out += circle(cx + w * 0.08, sy - w * 0.09, w * 0.055, o.smoke, { opacity: 0.25 });
      out += circle(cx + w * 0.16, sy - w * 0.13, w * 0.07, o.smoke, { opacity: 0.15 });
    }
  }
  const roof: [number, number][] = [[x, baseY]];
  for (let i = 0; i < teeth; i++) {
    roof.push([x + i * tw, top + th], [x + i * tw, top], [x + (i + 1) * tw, top + th]);
  }
  roof.push([x + w, baseY]);
  out += polygon(roof, o.wall);
  for (let i = 0; i < teeth; i++) {
    out += polygon(
      [
        [x + i * tw, top],
        [x + i * tw + tw * 0.18, top + th * 0.18],
        [x + i * tw + tw * 0.18, top + th * 0.85],
        [x + i * tw, top + th * 0.7],
      ],
      o.window,
      { opacity: 0.85 },
    );
  }
  const rows = 2;
  const cols = teeth * 2;
  const gw = w / cols;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = rnd() > 0.25;
      out += rect(
        x + c * gw + gw * 0.22,
        top + th + (h - th) * (0.18 + r * 0.34),
        gw * 0.56,
        (h - th) * 0.2,
        o.window,
        { opacity: lit ? 0.95 : 0.3, rx: 2 },
      );
    }
  }
  out += rect(x - w * 0.02, baseY - 2, w * 1.04, 4, o.roof);
  return out;
}

/** Rising bars with rounded tops; values are 0..1 of h. */
export function barChart(
  x: number,
  baseY: number,
  w: number,
  h: number,
  values: readonly number[],
  fills: readonly string[],
): string {
  const gap = w / values.length;
  const bw = gap * 0.62;
  return values
    .map((v, i) =>
      rect(x + i * gap + (gap - bw) / 2, baseY - v * h, bw, v * h, fills[i % fills.length]!, {
        rx: Math.min(bw / 4, 10),
      }),
    )
    .join("");
}

/** A zig-zag trend ending in an arrowhead. */
export function trendArrow(
  points: readonly (readonly [number, number])[],
  stroke: string,
  width: number,
): string {
  const [ax, ay] = points[points.length - 1]!;
  const [bx, by] = points[points.length - 2]!;
  const angle = Math.atan2(ay - by, ax - bx);
  const s = width * 3.2;
  const head = polygon(
    [
      [ax + Math.cos(angle) * s * 0.6, ay + Math.sin(angle) * s * 0.6],
      [ax + Math.cos(angle + 2.4) * s, ay + Math.sin(angle + 2.4) * s],
      [ax + Math.cos(angle - 2.4) * s, ay + Math.sin(angle - 2.4) * s],
    ],
    stroke,
  );
  return polyline(points, stroke, width) + head;
}

/** A globe with meridians, parallels and abstract dotted land (not a real map). */
export function globe(
  defs: Defs,
  cx: number,
  cy: number,
  r: number,
  o: { ocean: string; lines: string; land?: string; lineWidth?: number; seed?: string },
): string {
  const clip = defs.clip(circle(cx, cy, r, "#000"));
  const lw = o.lineWidth ?? Math.max(1, r / 90);
  const faint = { opacity: 0.4 };
  let lines = "";
  for (const k of [0.3, 0.62, 0.88]) {
    lines += ellipse(cx, cy, r * k, r, "none", { stroke: o.lines, "stroke-width": lw, ...faint });
  }
  lines += line(cx, cy - r, cx, cy + r, o.lines, lw, faint);
  for (const lat of [-0.55, 0, 0.55]) {
    const y = cy + r * Math.sin(lat);
    const rx = r * Math.cos(lat);
    lines += ellipse(cx, y, rx, rx * 0.12, "none", {
      stroke: o.lines,
      "stroke-width": lw,
      ...faint,
    });
  }
  let land = "";
  if (o.land) {
    // Land as a dot matrix inside a few soft ellipses: reads as "the world" without drawing a map.
    const areas: readonly (readonly [number, number, number, number])[] = [
      [-0.5, -0.3, 0.3, 0.26],
      [-0.3, 0.3, 0.15, 0.34],
      [0.08, -0.38, 0.24, 0.18],
      [0.16, 0.12, 0.17, 0.32],
      [0.55, -0.22, 0.3, 0.24],
      [0.62, 0.48, 0.17, 0.12],
    ];
    const rnd = seeded(o.seed ?? "globe");
    const step = r / 12;
    for (let gy = -r; gy <= r; gy += step) {
      for (let gx = -r; gx <= r; gx += step) {
        const keep = rnd() > 0.12;
        if (gx * gx + gy * gy > (r - step * 0.6) ** 2 || !keep) continue;
        const inside = areas.some(
          ([ax, ay, rx, ry]) => ((gx / r - ax) / rx) ** 2 + ((gy / r - ay) / ry) ** 2 <= 1,
        );
        if (inside) land += circle(cx + gx, cy + gy, step * 0.32, o.land);
      }
    }
  }
  return (
    circle(cx, cy, r, o.ocean) +
    group("", lines + land, { "clip-path": clip }) +
    circle(cx, cy, r, "none", { stroke: o.lines, "stroke-width": lw * 1.5, opacity: 0.7 })
  );
}

/** A dashed arc between two points with end dots, like a route on a map. */
export function route(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  lift: number,
  color: string,
  width: number,
): string {
  const mx = (x1 + x2) / 2;
  const my = Math.min(y1, y2) - lift;
  return (
    path(`M${n(x1)},${n(y1)} Q${n(mx)},${n(my)} ${n(x2)},${n(y2)}`, "none", {
      stroke: color,
      "stroke-width": width,
      "stroke-dasharray": `${n(width * 3)} ${n(width * 2)}`,
      "stroke-linecap": "round",
    }) +
    circle(x1, y1, width * 2.4, color) +
    circle(x2, y2, width * 2.4, color)
  );
}

/** A map pin. */
export function pin(x: number, y: number, s: number, fill: string, dot: string): string {
  return (
    path(
      `M${n(x)},${n(y)} C${n(x - s * 0.2)},${n(y - s * 0.45)} ${n(x - s * 0.5)},${n(y - s * 0.6)} ${n(x - s * 0.5)},${n(y - s)} A${n(s * 0.5)},${n(s * 0.5)} 0 1 1 ${n(x + s * 0.5)},${n(y - s)} C${n(x + s * 0.5)},${n(y - s * 0.6)} ${n(x + s * 0.2)},${n(y - s * 0.45)} ${n(x)},${n(y)}z`,
      fill,
    ) + circle(x, y - s, s * 0.2, dot)
  );
}

/** An abstract figure (head and rounded body), standing with feet at baseY. Not a likeness. */
export function figure(x: number, baseY: number, h: number, body: string, head: string): string {
  const hr = h * 0.11;
  const bw = h * 0.34;
  const top = baseY - h + hr * 2.3;
  return (
    circle(x, baseY - h + hr, hr, head) +
    path(
      `M${n(x - bw / 2)},${n(baseY)} L${n(x - bw / 2)},${n(top + bw * 0.4)} Q${n(x - bw / 2)},${n(top)} ${n(x)},${n(top)} Q${n(x + bw / 2)},${n(top)} ${n(x + bw / 2)},${n(top + bw * 0.4)} L${n(x + bw / 2)},${n(baseY)}z`,
      body,
    )
  );
}

/** A seated figure seen from behind: head and shoulders only. */
export function bust(x: number, y: number, s: number, body: string, head: string): string {
  return (
    circle(x, y - s * 0.62, s * 0.28, head) +
    path(
      `M${n(x - s * 0.55)},${n(y + s * 0.3)} Q${n(x - s * 0.55)},${n(y - s * 0.25)} ${n(x)},${n(y - s * 0.28)} Q${n(x + s * 0.55)},${n(y - s * 0.25)} ${n(x + s * 0.55)},${n(y + s * 0.3)}z`,
      body,
    )
  );
}

/** A gear wheel with a centre hole. */
export function gear(
  cx: number,
  cy: number,
  r: number,
  teeth: number,
  fill: string,
  hole: string,
): string {
  const pts: [number, number][] = [];
  const inner = r * 0.8;
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    pts.push(
      [cx + Math.cos(a) * inner, cy + Math.sin(a) * inner],
      [cx + Math.cos(a + step * 0.15) * r, cy + Math.sin(a + step * 0.15) * r],
      [cx + Math.cos(a + step * 0.45) * r, cy + Math.sin(a + step * 0.45) * r],
      [cx + Math.cos(a + step * 0.6) * inner, cy + Math.sin(a + step * 0.6) * inner],
    );
  }
  return polygon(pts, fill) + circle(cx, cy, r * 0.32, hole);
}

/** A pie chart from fractions that sum to 1. */
export function pieChart(
  cx: number,
  cy: number,
  r: number,
  parts: readonly number[],
  fills: readonly string[],
): string {
  let angle = -Math.PI / 2;
  return parts
    .map((p, i) => {
      const a2 = angle + p * Math.PI * 2;
      const large = p > 0.5 ? 1 : 0;
      const d = `M${n(cx)},${n(cy)} L${n(cx + Math.cos(angle) * r)},${n(cy + Math.sin(angle) * r)} A${n(r)},${n(r)} 0 ${large} 1 ${n(cx + Math.cos(a2) * r)},${n(cy + Math.sin(a2) * r)}z`;
      angle = a2;
      return path(d, fills[i % fills.length]!);
    })
    .join("");
}

/** A leaf with a central vein. */
export function leaf(
  cx: number,
  cy: number,
  s: number,
  fill: string,
  vein: string,
  rotate = 0,
): string {
  return group(
    `translate(${n(cx)} ${n(cy)}) rotate(${n(rotate)})`,
    path(
      `M0,${n(s)} C${n(-s * 0.9)},${n(s * 0.2)} ${n(-s * 0.6)},${n(-s * 0.8)} 0,${n(-s)} C${n(s * 0.6)},${n(-s * 0.8)} ${n(s * 0.9)},${n(s * 0.2)} 0,${n(s)}z`,
      fill,
    ) +
      line(0, s * 0.9, 0, -s * 0.7, vein, s * 0.06) +
      line(0, s * 0.2, -s * 0.3, -s * 0.1, vein, s * 0.04) +
      line(0, 0, s * 0.3, -s * 0.3, vein, s * 0.04),
  );
}

/** A clipboard with a checklist. */
export function clipboard(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { board: string; paper: string; ink: string; tick: string },
): string {
  let out = rect(x, y, w, h, o.board, { rx: w * 0.06 });
  out += rect(x + w * 0.08, y + h * 0.07, w * 0.84, h * 0.88, o.paper, { rx: w * 0.03 });
  out += rect(x + w * 0.3, y - h * 0.03, w * 0.4, h * 0.09, o.ink, { rx: w * 0.04 });
  for (let i = 0; i < 4; i++) {
    const ly = y + h * (0.25 + i * 0.17);
    out += rect(x + w * 0.18, ly - w * 0.05, w * 0.1, w * 0.1, "none", {
      stroke: o.ink,
      "stroke-width": w * 0.015,
      rx: 2,
    });
    if (i < 3)
      out += polyline(
        [
          [x + w * 0.19, ly],
          [x + w * 0.225, ly + w * 0.04],
          [x + w * 0.3, ly - w * 0.07],
        ],
        o.tick,
        w * 0.025,
      );
    out += rect(x + w * 0.36, ly - w * 0.015, w * (0.42 - (i % 2) * 0.1), w * 0.03, o.ink, {
      opacity: 0.5,
      rx: w * 0.015,
    });
  }
  return out;
}

/** A certificate with text lines and a ribboned seal. */
export function certificate(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { paper: string; border: string; ink: string; seal: string; ribbon: string },
): string {
  let out = rect(x, y, w, h, o.paper, { rx: 6 });
  out += rect(x + w * 0.04, y + h * 0.06, w * 0.92, h * 0.88, "none", {
    stroke: o.border,
    "stroke-width": Math.max(2, w * 0.008),
  });
  out += rect(x + w * 0.25, y + h * 0.18, w * 0.5, h * 0.06, o.ink, { opacity: 0.75, rx: 3 });
  for (let i = 0; i < 3; i++)
    out += rect(x + w * 0.18, y + h * (0.36 + i * 0.1), w * (0.64 - i * 0.12), h * 0.03, o.ink, {
      opacity: 0.35,
      rx: 2,
    });
  const sx = x + w * 0.78;
  const sy = y + h * 0.76;
  const sr = Math.min(w, h) * 0.12;
  out += polygon(
    [
      [sx - sr * 0.6, sy],
      [sx - sr * 0.9, sy + sr * 1.7],
      [sx - sr * 0.3, sy + sr * 1.3],
      [sx, sy],
    ],
    o.ribbon,
  );
  out += polygon(
    [
      [sx + sr * 0.6, sy],
      [sx + sr * 0.9, sy + sr * 1.7],
      [sx + sr * 0.3, sy + sr * 1.3],
      [sx, sy],
    ],
    o.ribbon,
  );
  out +=
    circle(sx, sy, sr, o.seal) +
    circle(sx, sy, sr * 0.72, "none", { stroke: o.paper, "stroke-width": sr * 0.08 });
  return out;
}

/** A tilted solar panel on a stand. */
export function solarPanel(
  x: number,
  baseY: number,
  w: number,
  o: { frame: string; cell: string; line: string },
): string {
  const h = w * 0.45;
  const top = baseY - w * 0.55;
  const skew = w * 0.18;
  const pts: [number, number][] = [
    [x + skew, top],
    [x + w + skew, top],
    [x + w, top + h],
    [x, top + h],
  ];
  let out = line(x + w * 0.5, top + h, x + w * 0.5, baseY, o.frame, w * 0.04);
  out += polygon(pts, o.cell, {
    stroke: o.frame,
    "stroke-width": w * 0.025,
    "stroke-linejoin": "round",
  });
  for (let i = 1; i < 4; i++) {
    const t = i / 4;
    out += line(x + skew + w * t, top, x + w * t, top + h, o.line, w * 0.01);
  }
  out += line(x + skew / 2, top + h / 2, x + w + skew / 2, top + h / 2, o.line, w * 0.01);
  return out;
}

/** A row of buildings (skyline) with windows. */
export function skyline(
  x: number,
  baseY: number,
  w: number,
  maxH: number,
  o: { fill: string; window: string; seed: string; count?: number },
): string {
  const rnd = seeded(o.seed);
  const count = o.count ?? 8;
  const bw = w / count;
  let out = "";
  for (let i = 0; i < count; i++) {
    const h = maxH * (0.35 + rnd() * 0.65);
    const bx = x + i * bw + bw * 0.05;
    out += rect(bx, baseY - h, bw * 0.9, h, o.fill);
    for (let wy = baseY - h + bw * 0.2; wy < baseY - bw * 0.3; wy += bw * 0.35) {
      out += rect(bx + bw * 0.2, wy, bw * 0.18, bw * 0.16, o.window, {
        opacity: rnd() > 0.4 ? 0.8 : 0.25,
      });
      out += rect(bx + bw * 0.52, wy, bw * 0.18, bw * 0.16, o.window, {
        opacity: rnd() > 0.4 ? 0.8 : 0.25,
      });
    }
  }
  return out;
}

/** A shipping container seen side-on. */
export function container(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rib: string,
): string {
  let out = rect(x, y, w, h, fill, { rx: 3 });
  const ribs = Math.max(4, Math.round(w / (h * 0.22)));
  for (let i = 1; i < ribs; i++)
    out += line(
      x + (w * i) / ribs,
      y + h * 0.12,
      x + (w * i) / ribs,
      y + h * 0.88,
      rib,
      Math.max(1.5, w * 0.008),
    );
  return out;
}

/** A lorry: cab, trailer and wheels. */
export function truck(
  x: number,
  baseY: number,
  w: number,
  o: { cab: string; trailer: string; wheel: string; window: string },
): string {
  const h = w * 0.32;
  let out = rect(x, baseY - h - w * 0.06, w * 0.7, h, o.trailer, { rx: 4 });
  out += path(
    `M${n(x + w * 0.72)},${n(baseY - w * 0.06)} L${n(x + w * 0.72)},${n(baseY - h * 0.85 - w * 0.06)} L${n(x + w * 0.88)},${n(baseY - h * 0.85 - w * 0.06)} L${n(x + w)},${n(baseY - h * 0.45 - w * 0.06)} L${n(x + w)},${n(baseY - w * 0.06)}z`,
    o.cab,
  );
  out += polygon(
    [
      [x + w * 0.78, baseY - h * 0.78 - w * 0.06],
      [x + w * 0.87, baseY - h * 0.78 - w * 0.06],
      [x + w * 0.95, baseY - h * 0.48 - w * 0.06],
      [x + w * 0.78, baseY - h * 0.48 - w * 0.06],
    ],
    o.window,
  );
  for (const wx of [0.12, 0.24, 0.58, 0.86])
    out +=
      circle(x + w * wx, baseY - w * 0.05, w * 0.055, o.wheel) +
      circle(x + w * wx, baseY - w * 0.05, w * 0.02, o.window);
  return out;
}

/** A tower crane with a hanging load. */
export function crane(
  x: number,
  baseY: number,
  h: number,
  o: { steel: string; cable: string; load: string },
): string {
  const tw = h * 0.07;
  const top = baseY - h;
  let out = rect(x - tw / 2, top, tw, h, "none", { stroke: o.steel, "stroke-width": h * 0.012 });
  for (let y = top; y < baseY - tw; y += tw)
    out += line(x - tw / 2, y, x + tw / 2, y + tw, o.steel, h * 0.008);
  out += rect(x - h * 0.2, top - tw * 0.6, h * 0.85, tw * 0.6, o.steel);
  out += polygon(
    [
      [x - tw / 2, top - tw * 0.6],
      [x, top - h * 0.14],
      [x + tw / 2, top - tw * 0.6],
    ],
    o.steel,
  );
  out += line(x, top - h * 0.14, x + h * 0.62, top - tw * 0.6, o.steel, h * 0.006);
  out += line(x, top - h * 0.14, x - h * 0.2, top - tw * 0.6, o.steel, h * 0.006);
  out += rect(x - h * 0.2, top, h * 0.09, tw * 0.9, o.steel);
  const hx = x + h * 0.48;
  out += line(hx, top, hx, top + h * 0.42, o.cable, h * 0.005);
  out += rect(hx - h * 0.09, top + h * 0.42, h * 0.18, h * 0.07, o.load, { rx: 2 });
  return out;
}

/** A building frame under construction: a grid of beams. */
export function frame(
  x: number,
  baseY: number,
  w: number,
  h: number,
  floors: number,
  stroke: string,
): string {
  let out = "";
  for (let i = 0; i <= floors; i++)
    out += line(
      x,
      baseY - (h * i) / floors,
      x + w,
      baseY - (h * i) / floors,
      stroke,
      Math.max(2, w * 0.02),
    );
  for (let i = 0; i <= 3; i++)
    out += line(x + (w * i) / 3, baseY, x + (w * i) / 3, baseY - h, stroke, Math.max(2, w * 0.025));
  for (let i = 0; i < floors; i++)
    out += line(
      x,
      baseY - (h * i) / floors,
      x + w / 3,
      baseY - (h * (i + 1)) / floors,
      stroke,
      Math.max(1, w * 0.01),
    );
  return out;
}

/** An arch bridge with a deck and hangers. */
export function bridge(
  x: number,
  deckY: number,
  w: number,
  rise: number,
  o: { steel: string; deck: string },
): string {
  let out = path(
    `M${n(x)},${n(deckY)} Q${n(x + w / 2)},${n(deckY - rise * 2)} ${n(x + w)},${n(deckY)}`,
    "none",
    { stroke: o.steel, "stroke-width": w * 0.018 },
  );
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const ay = deckY - 4 * rise * t * (1 - t);
    out += line(x + w * t, ay, x + w * t, deckY, o.steel, w * 0.005);
  }
  out += rect(x - w * 0.05, deckY, w * 1.1, w * 0.025, o.deck);
  out += rect(x + w * 0.1, deckY + w * 0.025, w * 0.035, rise * 0.8, o.deck);
  out += rect(x + w * 0.855, deckY + w * 0.025, w * 0.035, rise * 0.8, o.deck);
  return out;
}

/** An easel flip chart with a small bar chart on its sheet. */
export function flipChart(
  x: number,
  baseY: number,
  h: number,
  o: { stand: string; paper: string; ink: string; accent: string },
): string {
  const w = h * 0.55;
  const top = baseY - h;
  let out = line(x + w * 0.15, top + h * 0.5, x - w * 0.05, baseY, o.stand, h * 0.02);
  out += line(x + w * 0.85, top + h * 0.5, x + w * 1.05, baseY, o.stand, h * 0.02);
  out += line(x + w * 0.5, top + h * 0.5, x + w * 0.5, baseY, o.stand, h * 0.02);
  out += rect(x, top, w, h * 0.6, o.paper, { rx: 4 });
  out += rect(x - w * 0.04, top - h * 0.02, w * 1.08, h * 0.05, o.stand, { rx: 3 });
  out += barChart(
    x + w * 0.12,
    top + h * 0.52,
    w * 0.76,
    h * 0.34,
    [0.35, 0.55, 0.5, 0.85],
    [o.ink, o.accent],
  );
  out += rect(x + w * 0.12, top + h * 0.09, w * 0.5, h * 0.03, o.ink, { opacity: 0.6, rx: 2 });
  return out;
}

/** A laptop, open, with a screen fill. */
export function laptop(
  x: number,
  y: number,
  w: number,
  o: { body: string; screen: string },
): string {
  const h = w * 0.6;
  return (
    rect(x + w * 0.08, y, w * 0.84, h, o.body, { rx: w * 0.03 }) +
    rect(x + w * 0.12, y + w * 0.04, w * 0.76, h - w * 0.08, o.screen, { rx: w * 0.01 }) +
    path(
      `M${n(x)},${n(y + h)} L${n(x + w)},${n(y + h)} L${n(x + w * 0.94)},${n(y + h + w * 0.05)} L${n(x + w * 0.06)},${n(y + h + w * 0.05)}z`,
      o.body,
    )
  );
}

/** A square sticky note, slightly turned. */
export function note(
  x: number,
  y: number,
  s: number,
  fill: string,
  ink: string,
  rotate: number,
): string {
  return group(
    `translate(${n(x)} ${n(y)}) rotate(${n(rotate)})`,
    rect(-s / 2, -s / 2, s, s, fill, { rx: s * 0.04 }) +
      rect(-s * 0.34, -s * 0.2, s * 0.6, s * 0.08, ink, { opacity: 0.45, rx: s * 0.04 }) +
      rect(-s * 0.34, s * 0.02, s * 0.44, s * 0.08, ink, { opacity: 0.45, rx: s * 0.04 }),
  );
}

/** A folded garment: a shirt-like shape with a collar. */
export function garment(x: number, y: number, w: number, fill: string, collar: string): string {
  const h = w * 0.42;
  return (
    rect(x, y, w, h, fill, { rx: w * 0.04 }) +
    polygon(
      [
        [x + w * 0.36, y],
        [x + w * 0.5, y + h * 0.45],
        [x + w * 0.64, y],
      ],
      collar,
    ) +
    line(x + w * 0.5, y + h * 0.45, x + w * 0.5, y + h, collar, w * 0.012, { opacity: 0.6 })
  );
}

/** Two forearms meeting in a handshake, drawn as flat shapes (no hands of anyone real). */
export function handshake(
  cx: number,
  cy: number,
  s: number,
  o: {
    left: string;
    right: string;
    cuffLeft: string;
    cuffRight: string;
    hand: string;
    line: string;
  },
): string {
  const armL = group(
    `translate(${n(cx)} ${n(cy)}) rotate(28)`,
    rect(-s * 1.5, -s * 0.2, s * 1.0, s * 0.42, o.left, { rx: s * 0.06 }) +
      rect(-s * 0.6, -s * 0.22, s * 0.14, s * 0.46, o.cuffLeft, { rx: s * 0.04 }),
  );
  const armR = group(
    `translate(${n(cx)} ${n(cy)}) rotate(-28)`,
    rect(s * 0.5, -s * 0.2, s * 1.0, s * 0.42, o.right, { rx: s * 0.06 }) +
      rect(s * 0.46, -s * 0.22, s * 0.14, s * 0.46, o.cuffRight, { rx: s * 0.04 }),
  );
  const clasp = group(
    `translate(${n(cx)} ${n(cy + s * 0.05)}) rotate(-8)`,
    rect(-s * 0.55, -s * 0.24, s * 1.1, s * 0.5, o.hand, { rx: s * 0.24 }) +
      rect(-s * 0.2, -s * 0.4, s * 0.55, s * 0.2, o.hand, { rx: s * 0.1 }) +
      line(-s * 0.15, -s * 0.05, s * 0.3, -s * 0.05, o.line, s * 0.03) +
      line(-s * 0.12, s * 0.07, s * 0.33, s * 0.07, o.line, s * 0.03) +
      line(-s * 0.08, s * 0.18, s * 0.3, s * 0.18, o.line, s * 0.03) +
      line(-s * 0.2, -s * 0.2, s * 0.3, -s * 0.2, o.line, s * 0.025, { opacity: 0.6 }),
  );
  return armL + armR + clasp;
}

/** A monitor showing a small dashboard. */
export function dashboard(
  x: number,
  y: number,
  w: number,
  o: { frame: string; screen: string; tile: string; a: string; b: string; c: string },
): string {
  const h = w * 0.6;
  let out = rect(x + w * 0.44, y + h, w * 0.12, w * 0.1, o.frame);
  out += rect(x + w * 0.3, y + h + w * 0.09, w * 0.4, w * 0.03, o.frame, { rx: w * 0.015 });
  out += rect(x, y, w, h, o.frame, { rx: w * 0.02 });
  out += rect(x + w * 0.025, y + w * 0.025, w * 0.95, h - w * 0.05, o.screen, { rx: w * 0.01 });
  const px = x + w * 0.05;
  const py = y + w * 0.05;
  for (let i = 0; i < 3; i++) {
    out += rect(px + i * w * 0.155, py, w * 0.14, h * 0.18, o.tile, { rx: w * 0.01 });
    out += rect(
      px + i * w * 0.155 + w * 0.02,
      py + h * 0.05,
      w * 0.07,
      h * 0.04,
      [o.a, o.b, o.c][i]!,
      { rx: 2 },
    );
    out += rect(px + i * w * 0.155 + w * 0.02, py + h * 0.11, w * 0.1, h * 0.025, o.frame, {
      opacity: 0.3,
      rx: 2,
    });
  }
  out += rect(px, py + h * 0.24, w * 0.45, h * 0.56, o.tile, { rx: w * 0.01 });
  out += barChart(
    px + w * 0.02,
    py + h * 0.74,
    w * 0.41,
    h * 0.4,
    [0.4, 0.6, 0.45, 0.75, 0.65, 0.95],
    [o.a, o.b],
  );
  out += rect(px + w * 0.47, py, w * 0.43, h * 0.38, o.tile, { rx: w * 0.01 });
  out += polyline(
    [
      [px + w * 0.5, py + h * 0.3],
      [px + w * 0.58, py + h * 0.22],
      [px + w * 0.66, py + h * 0.26],
      [px + w * 0.75, py + h * 0.13],
      [px + w * 0.86, py + h * 0.08],
    ],
    o.c,
    w * 0.008,
  );
  out += rect(px + w * 0.47, py + h * 0.42, w * 0.43, h * 0.38, o.tile, { rx: w * 0.01 });
  out += pieChart(px + w * 0.6, py + h * 0.61, h * 0.14, [0.45, 0.3, 0.25], [o.a, o.b, o.c]);
  for (let i = 0; i < 3; i++)
    out += rect(
      px + w * 0.72,
      py + h * (0.52 + i * 0.07),
      w * 0.13,
      h * 0.03,
      [o.a, o.b, o.c][i]!,
      { rx: 2 },
    );
  return out;
}

/** Soft decorative rings (calm background texture). */
export function rings(
  cx: number,
  cy: number,
  r: number,
  count: number,
  stroke: string,
  opacity: number,
): string {
  let out = "";
  for (let i = 0; i < count; i++)
    out += circle(cx, cy, r * (1 + i * 0.35), "none", {
      stroke,
      "stroke-width": 2,
      opacity: opacity * (1 - i / count),
    });
  return out;
}

/** A grid of small dots (texture). */
export function dots(
  x: number,
  y: number,
  cols: number,
  rows: number,
  gap: number,
  r: number,
  fill: string,
  opacity: number,
): string {
  let out = "";
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) out += circle(x + i * gap, y + j * gap, r, fill, { opacity });
  return out;
}
