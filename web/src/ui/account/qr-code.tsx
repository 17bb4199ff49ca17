import { create } from 'qrcode';

interface QrCodeProps {
  /** What the code holds (an otpauth:// URI). */
  text: string;
  /** Read by screen readers in place of the picture. */
  label: string;
}

/**
 * A QR code drawn as SVG from the text, in the browser and offline (the qrcode package's encoder, no canvas): dark
 * modules on a white square with its quiet zone, so phones read it in the dark theme too.
 */
export function QrCode({ text, label }: QrCodeProps) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-lg border border-line bg-white"
      data-testid="two-factor-qr"
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
