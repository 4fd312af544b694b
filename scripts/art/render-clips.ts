// Renders the gallery's sample clips and the home page's hero clip from the artwork: each scene's
// layers drift at their own depth (parallax) under a slow push-in, birds cross the sky, balloons and
// dhows rise and fall. Every motion completes whole cycles, so the clips loop without a seam.
// Frames are drawn by headless Chromium and encoded to WebM (VP9, no audio) by ffmpeg, which must be
// installed (a development tool only: `apt-get install ffmpeg`).
// Usage: npx tsx scripts/art/render-clips.ts [name-filter]
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { sampleVideos } from "../../app/seed/content/videos";
import { buildArtwork } from "./catalogue";
import { launchChromium } from "./chromium";
import { HEIGHT, LAYER_DEPTH, LAYERS, WIDTH } from "./scene";

interface Clip {
  artwork: string;
  output: string;
  width: number;
  height: number;
  seconds: number;
  /** Largest acceptable file; the encoder's quality steps down until the clip fits. */
  maxBytes: number;
  /** Camera travel in scene units (the foreground moves furthest). */
  pan: number;
  /** Extra zoom at the middle of the loop, e.g. 0.05 for 5 %. */
  zoom: number;
  poster?: string;
}

const FPS = 24;
const QUALITY_STEPS = [16, 20, 24, 28, 32, 36, 40, 44, 48];

const clips: Clip[] = [
  {
    artwork: "site/home-hero",
    output: "public/media/hero/savanna.webm",
    poster: "public/media/hero/savanna-poster.jpg",
    width: 1280,
    height: 720,
    seconds: 10,
    maxBytes: 1_500_000,
    pan: 70,
    zoom: 0.05,
  },
  ...sampleVideos.map((video) => ({
    artwork: `videos/${video.key}`,
    output: `public/media/videos/${video.key}.webm`,
    width: 640,
    height: 360,
    seconds: 8,
    maxBytes: 400_000,
    pan: 60,
    zoom: 0.04,
  })),
];

/** Moves every layer and animated element to where it is at `phase` (0 to 1) of the loop. */
async function pose(page: Page, clip: Clip, phase: number): Promise<void> {
  await page.evaluate(
    ({ phase, depths, layers, pan, zoom, width, height }) => {
      const turn = Math.PI * 2 * phase;
      const cameraX = Math.sin(turn) * pan;
      const push = (1 - Math.cos(turn)) / 2;
      for (const layer of layers) {
        const group = document.getElementById(`l-${layer}`);
        if (!group) continue;
        const depth = depths[layer] ?? 0;
        const scale = 1 + zoom * push * depth;
        const cx = width / 2;
        const cy = height * 0.62;
        group.setAttribute(
          "transform",
          `translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy}) translate(${cameraX * depth} 0)`,
        );
      }
      // Birds fly right across the frame and come round again; wings beat a whole number of times.
      const span = width + 600;
      for (const flock of document.querySelectorAll<SVGGraphicsElement>(".birds")) {
        const box = flock.getBBox();
        const centreX = box.x + box.width / 2;
        const centreY = box.y + box.height / 2;
        let x = centreX + phase * span;
        if (x > width + 300) x -= span;
        const beat = 1 - 0.45 * Math.abs(Math.sin(turn * 12));
        flock.setAttribute(
          "transform",
          `translate(${x - centreX} ${Math.sin(turn * 2) * 12}) translate(${centreX} ${centreY}) scale(1 ${beat}) translate(${-centreX} ${-centreY})`,
        );
      }
      for (const balloon of document.querySelectorAll(".balloon")) {
        balloon.setAttribute("transform", `translate(${Math.sin(turn) * 18} ${Math.sin(turn * 2) * 14 - push * 30})`);
      }
      for (const [index, dhow] of [...document.querySelectorAll(".dhow")].entries()) {
        dhow.setAttribute("transform", `translate(${Math.sin(turn + index) * 10} ${Math.sin(turn * 3 + index) * 3})`);
      }
      for (const flame of document.querySelectorAll<SVGGraphicsElement>(".flame")) {
        const box = flame.getBBox();
        const baseX = box.x + box.width / 2;
        const baseY = box.y + box.height;
        const flicker = 1 + 0.12 * Math.sin(turn * 16) + 0.06 * Math.sin(turn * 27);
        flame.setAttribute(
          "transform",
          `translate(${baseX} ${baseY}) scale(${2 - flicker} ${flicker}) translate(${-baseX} ${-baseY})`,
        );
      }
    },
    { phase, depths: LAYER_DEPTH, layers: [...LAYERS], pan: clip.pan, zoom: clip.zoom, width: WIDTH, height: HEIGHT },
  );
}

function encode(framesDir: string, clip: Clip, crf: number): number {
  const result = spawnSync(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-framerate",
      String(FPS),
      "-i",
      path.join(framesDir, "%04d.png"),
      "-c:v",
      "libvpx-vp9",
      "-pix_fmt",
      "yuv420p",
      "-b:v",
      "0",
      "-crf",
      String(crf),
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
      "-g",
      String(FPS * clip.seconds),
      "-an",
      clip.output,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  if (result.error)
    throw new Error(`ffmpeg could not run (${result.error.message}); install it with apt-get install ffmpeg`);
  if (result.status !== 0) throw new Error(`ffmpeg failed on ${clip.output}`);
  return statSync(clip.output).size;
}

async function renderClip(page: Page, clip: Clip): Promise<void> {
  const svg = buildArtwork(clip.artwork).toSvg().replace("<svg ", '<svg width="100%" height="100%" ');
  await page.setViewportSize({ width: clip.width, height: clip.height });
  await page.setContent(`<html><body style="margin:0;overflow:hidden;width:100vw;height:100vh">${svg}</body></html>`);
  const framesDir = mkdtempSync(path.join(os.tmpdir(), "clip-frames-"));
  try {
    const frames = FPS * clip.seconds;
    for (let frame = 0; frame < frames; frame++) {
      await pose(page, clip, frame / frames);
      await page.screenshot({ path: path.join(framesDir, `${String(frame + 1).padStart(4, "0")}.png`) });
      if (frame === 0 && clip.poster) {
        mkdirSync(path.dirname(clip.poster), { recursive: true });
        writeFileSync(clip.poster, await page.screenshot({ type: "jpeg", quality: 82 }));
      }
    }
    mkdirSync(path.dirname(clip.output), { recursive: true });
    for (const crf of QUALITY_STEPS) {
      const size = encode(framesDir, clip, crf);
      if (size <= clip.maxBytes) {
        console.log(`${clip.output}: ${(size / 1024).toFixed(0)} KB (crf ${crf})`);
        return;
      }
    }
    throw new Error(`${clip.output} stays over ${clip.maxBytes} bytes at every quality step`);
  } finally {
    rmSync(framesDir, { recursive: true, force: true });
  }
}

const filter = process.argv[2];
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  for (const clip of clips) {
    if (filter && !clip.output.includes(filter) && !clip.artwork.includes(filter)) continue;
    await renderClip(page, clip);
  }
} finally {
  await browser.close();
}
