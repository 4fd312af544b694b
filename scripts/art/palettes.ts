// Times of day in the savanna palette: sand, ochre, acacia green and charcoal under changing skies.
// Layers run from the far hills (closest to the sky's colour) to the charcoal foreground.

export interface Palette {
  /** Zenith to horizon. */
  sky: readonly [string, string, string, string];
  sun: string;
  glow: string;
  cloud: string;
  layers: { far: string; mid: string; near: string; front: string };
  /** Water near the horizon and near the viewer. */
  water: readonly [string, string];
  /** Lamp-lit windows, tents and fires. */
  light: string;
  snow: string;
  sand: string;
  /** Cloth and painted accents that stay colourful in silhouette (shukas, balloons, sails). */
  accent: string;
}

export const PALETTES = {
  dusk: {
    sky: ["#2b2b58", "#6a3d6e", "#d46f5b", "#f6b46a"],
    sun: "#ffe2a0",
    glow: "#ffb066",
    cloud: "#c7627a",
    layers: { far: "#a25f77", mid: "#6f3f5c", near: "#40273a", front: "#21161f" },
    water: ["#f3a76c", "#6d4465"],
    light: "#ffc56a",
    snow: "#f3d3cf",
    sand: "#d9a27a",
    accent: "#b3332b",
  },
  golden: {
    sky: ["#df8c4e", "#eda75e", "#f6ca84", "#fbe3af"],
    sun: "#fff5da",
    glow: "#ffd68a",
    cloud: "#f3bd86",
    layers: { far: "#d39b63", mid: "#ae6f3e", near: "#6b4226", front: "#30211a" },
    water: ["#fbe1a9", "#c5874f"],
    light: "#fff0b8",
    snow: "#fff1dc",
    sand: "#e9c58e",
    accent: "#9e2f22",
  },
  dawn: {
    sky: ["#55689a", "#9f87a9", "#e8ae9e", "#f8d6ae"],
    sun: "#fff2d8",
    glow: "#ffcf9e",
    cloud: "#f0bcae",
    layers: { far: "#a48ca6", mid: "#786585", near: "#483b56", front: "#241f31" },
    water: ["#f6cfb1", "#877595"],
    light: "#ffd08a",
    snow: "#fbe9e6",
    sand: "#d9b7a3",
    accent: "#c0443a",
  },
  day: {
    sky: ["#79aecb", "#a5cddc", "#d7e8e2", "#f3ead2"],
    sun: "#fffbea",
    glow: "#fff5d6",
    cloud: "#fbf8f1",
    layers: { far: "#a7b39c", mid: "#bd9c5b", near: "#6e6b3b", front: "#383421" },
    water: ["#cfe5e4", "#6fa3ad"],
    light: "#ffe6a3",
    snow: "#ffffff",
    sand: "#e8d3a4",
    accent: "#b8372c",
  },
  ember: {
    sky: ["#b9573a", "#da7b45", "#f0aa68", "#f8d59c"],
    sun: "#fff0cc",
    glow: "#ffc27a",
    cloud: "#eb9a6a",
    layers: { far: "#c77a55", mid: "#a04a2c", near: "#5e2a1c", front: "#2b1612" },
    water: ["#f7cf95", "#a65a3a"],
    light: "#ffd98a",
    snow: "#fde7d2",
    sand: "#e2a86f",
    accent: "#e0b34a",
  },
  mist: {
    sky: ["#7f98a8", "#a9bcc0", "#d6d6c6", "#ece2cb"],
    sun: "#fff8e6",
    glow: "#fff1d0",
    cloud: "#f3efe6",
    layers: { far: "#9aa596", mid: "#7c8c67", near: "#4b5838", front: "#262e1d" },
    water: ["#dfe3d6", "#8ba0a0"],
    light: "#ffdb96",
    snow: "#ffffff",
    sand: "#d8c9a4",
    accent: "#a8382c",
  },
  night: {
    sky: ["#0a0f2c", "#172149", "#2b396a", "#4a5885"],
    sun: "#f3eedf",
    glow: "#9fb0d8",
    cloud: "#3b4a78",
    layers: { far: "#39436f", mid: "#262f58", near: "#171d3c", front: "#0c1026" },
    water: ["#5d6b97", "#1d2550"],
    light: "#ffc56a",
    snow: "#c9d2ea",
    sand: "#4a5070",
    accent: "#e0a94a",
  },
  coast: {
    sky: ["#4f9fc4", "#88c3d7", "#cbe5e2", "#f5ecd5"],
    sun: "#fffbe8",
    glow: "#fff3d0",
    cloud: "#ffffff",
    layers: { far: "#88ada4", mid: "#4b8574", near: "#2d5649", front: "#1c3630" },
    water: ["#8fd6d2", "#23879a"],
    light: "#ffe2a0",
    snow: "#ffffff",
    sand: "#efdcb1",
    accent: "#f3ead6",
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
