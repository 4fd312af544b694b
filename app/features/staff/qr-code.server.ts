// A QR code drawn on the server as one SVG path, so the page shows it without script or image requests.
import QRCode from "qrcode";

export interface QrDrawing {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One path of 1x1 squares, in module units. */
  path: string;
}

export function drawQrCode(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) squares.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: squares.join("") };
}
