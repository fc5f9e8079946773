// Renders the home page's showreel: an 8 s seamless loop of abstract motion graphics in the
// default theme's colours, encoded as WebM (VP9) and MP4 (H.264, faststart) plus a WebP poster,
// into public/video/. Not part of the build: run it by hand (`node scripts/make-showreel.mjs`)
// after changing it. Needs ffmpeg on the PATH (FFMPEG overrides). Pixels are computed here in
// plain JS and piped to ffmpeg as raw RGB frames; every motion is periodic in the loop length,
// so the last frame flows into the first.

import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const W = 960;
const H = 540;
const FPS = 30;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';
const out = fileURLToPath(new URL('../public/video/', import.meta.url));

const BG = [11, 13, 16];
const MAIN = [0, 245, 212]; // Teal #00F5D4
const ACCENT = [255, 107, 107]; // #FF6B6B
const TAU = Math.PI * 2;

/** One frame at loop phase `p` (0..1) as packed RGB bytes. */
function renderFrame(p) {
  const th = p * TAU;
  const buf = new Float32Array(W * H * 3);

  // Background: near-black, two soft glows drifting on closed paths, a faint static grid.
  const g1x = W * (0.3 + 0.08 * Math.cos(th));
  const g1y = H * (0.38 + 0.12 * Math.sin(th));
  const g2x = W * (0.78 - 0.06 * Math.cos(th));
  const g2y = H * (0.78 - 0.08 * Math.sin(th));
  const r1 = 2 * (W * 0.32) ** 2;
  const r2 = 2 * (W * 0.22) ** 2;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const d1 = Math.exp(-((x - g1x) ** 2 + (y - g1y) ** 2) / r1) * 0.2;
      const d2 = Math.exp(-((x - g2x) ** 2 + (y - g2y) ** 2) / r2) * 0.09;
      const grid = x % 48 === 0 || y % 48 === 0 ? 0.035 : 0;
      // Vignette: darker corners keep the eye in the middle.
      const vx = x / W - 0.5;
      const vy = y / H - 0.5;
      const vig = 1 - 0.55 * (vx * vx + vy * vy) * 2;
      const i = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) {
        buf[i + c] = (BG[c] + MAIN[c] * d1 + ACCENT[c] * d2 + 255 * grid) * vig;
      }
    }
  }

  // Vertical 9:16 "story" tiles rising through the frame and wrapping: one trip per loop.
  const TILES = [
    { x: 0.08, w: 96, phase: 0.0, a: 0.16 },
    { x: 0.44, w: 72, phase: 0.55, a: 0.1 },
    { x: 0.9, w: 84, phase: 0.3, a: 0.13 },
  ];
  for (const tile of TILES) {
    const tw = tile.w;
    const tht = tw * (16 / 9);
    const span = H + tht + 40;
    const top = H + 20 - ((p + tile.phase) % 1) * span;
    const left = W * tile.x - tw / 2;
    const rad = 14;
    for (let y = Math.max(0, Math.floor(top - 2)); y <= Math.min(H - 1, top + tht + 2); y++) {
      for (let x = Math.max(0, Math.floor(left - 2)); x <= Math.min(W - 1, left + tw + 2); x++) {
        // Signed distance to a rounded rectangle.
        const qx = Math.abs(x - (left + tw / 2)) - (tw / 2 - rad);
        const qy = Math.abs(y - (top + tht / 2)) - (tht / 2 - rad);
        const sd = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - rad;
        const edge = Math.max(0, 1 - Math.abs(sd) / 0.9) * tile.a * 2.2;
        const fill = sd < 0 ? tile.a * 0.35 : 0;
        const i = (y * W + x) * 3;
        for (let c = 0; c < 3; c++) buf[i + c] = buf[i + c] * (1 - edge - fill) + 235 * edge + MAIN[c] * fill;
      }
    }
  }

  // Ribbons: a fan of sine lines whose phase runs once round the loop.
  const LINES = 22;
  for (let l = 0; l < LINES; l++) {
    const t = l / (LINES - 1);
    const color = l === LINES - 1 ? ACCENT : MAIN;
    const alpha = l === LINES - 1 ? 0.9 : 0.18 + 0.62 * (1 - Math.abs(t - 0.5) * 2) ** 2;
    let prev = null;
    for (let x = 0; x < W; x++) {
      const u = x / W;
      const env = Math.sin(Math.PI * u) ** 1.6;
      const y =
        H * 0.56 +
        env *
          (H * 0.2 * Math.sin(TAU * u * 1.15 + th + t * 1.4) +
            H * 0.05 * Math.sin(TAU * u * 2.7 - 2 * th + t * 3) +
            (t - 0.5) * H * 0.34 * (0.75 + 0.25 * Math.cos(th + u * 3)));
      const slope = prev === null ? 0 : y - prev;
      prev = y;
      const half = 0.75 * Math.sqrt(1 + slope * slope); // ~1.5 px line, thicker where steep
      const y0 = Math.max(0, Math.floor(y - half - 1));
      const y1 = Math.min(H - 1, Math.ceil(y + half + 1));
      for (let yy = y0; yy <= y1; yy++) {
        const cover = Math.max(0, Math.min(1, half + 0.5 - Math.abs(yy - y)));
        if (cover <= 0) continue;
        const a = cover * alpha;
        const i = (yy * W + x) * 3;
        for (let c = 0; c < 3; c++) buf[i + c] = buf[i + c] * (1 - a) + color[c] * a;
      }
    }
  }

  // A ring breathing twice per loop, with a coral dot running round it once.
  const cx = W * 0.74;
  const cy = H * 0.34;
  const rr = 92 + 8 * Math.sin(2 * th);
  const dotA = th - Math.PI / 2;
  const dx = cx + rr * Math.cos(dotA);
  const dy = cy + rr * Math.sin(dotA);
  for (let y = Math.floor(cy - rr - 12); y <= cy + rr + 12; y++) {
    for (let x = Math.floor(cx - rr - 12); x <= cx + rr + 12; x++) {
      if (x < 0 || y < 0 || x >= W || y >= H) continue;
      const i = (y * W + x) * 3;
      const d = Math.hypot(x - cx, y - cy);
      const ring = Math.max(0, 1 - Math.abs(d - rr) / 1.2) * 0.85;
      const halo = Math.exp(-((d - rr) ** 2) / 60) * 0.12;
      const dot = Math.max(0, Math.min(1, 6.5 - Math.hypot(x - dx, y - dy)));
      const dotGlow = Math.exp(-((x - dx) ** 2 + (y - dy) ** 2) / 140) * 0.35;
      for (let c = 0; c < 3; c++) {
        let v = buf[i + c] * (1 - ring) + MAIN[c] * ring + MAIN[c] * halo;
        v = v + ACCENT[c] * dotGlow;
        buf[i + c] = v * (1 - dot) + ACCENT[c] * dot;
      }
    }
  }

  const bytes = Buffer.allocUnsafe(W * H * 3);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.max(0, Math.min(255, Math.round(buf[i])));
  return bytes;
}

mkdirSync(out, { recursive: true });
const frames = [];
for (let f = 0; f < FRAMES; f++) frames.push(renderFrame(f / FRAMES));
const raw = Buffer.concat(frames);
const input = ['-y', '-hide_banner', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', '-'];

function ffmpeg(args, stdin = raw) {
  const run = spawnSync(FFMPEG, args, { input: stdin, stdio: ['pipe', 'inherit', 'inherit'], maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`);
}

const common = ['-an', '-pix_fmt', 'yuv420p', '-g', String(FRAMES)];
// VP9: two passes at a fixed bitrate keep the file predictable.
const webm = `${out}showreel.webm`;
const vp9 = [...common, '-c:v', 'libvpx-vp9', '-b:v', '300k', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1'];
ffmpeg([...input, ...vp9, '-pass', '1', '-passlogfile', '/tmp/showreel', '-f', 'null', '/dev/null']);
ffmpeg([...input, ...vp9, '-pass', '2', '-passlogfile', '/tmp/showreel', webm]);
// H.264 for Safari and older browsers; faststart puts the index first so playback starts early.
const mp4 = `${out}showreel.mp4`;
ffmpeg([...input, ...common, '-c:v', 'libx264', '-preset', 'veryslow', '-profile:v', 'high', '-crf', '30', '-maxrate', '360k', '-bufsize', '720k', '-movflags', '+faststart', mp4]);
// Poster: the first frame, so the still and the loop's start match.
const poster = `${out}showreel-poster.webp`;
ffmpeg(['-y', '-hide_banner', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-i', '-', '-frames:v', '1', '-c:v', 'libwebp', '-quality', '72', poster], frames[0]);

for (const file of [webm, mp4, poster]) console.log(`${file}: ${(statSync(file).size / 1024).toFixed(1)} KB`);
