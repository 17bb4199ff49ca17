/** The photo of a register as the phone keeps and sends it: JPEG, at most 200 KB (the api refuses more). */
export const PHOTO_MAX_BYTES = 200 * 1024;
const MAX_SIDE = 1600;

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * Resizes a camera photo on the phone until it fits in 200 KB: at most 1600 px on its longer side, JPEG quality
 * stepped down, then the size, so a register stays readable on a slow link.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  let scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  try {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of [0.8, 0.65, 0.5]) {
        const blob = await encode(canvas, quality);
        if (blob && blob.size <= PHOTO_MAX_BYTES) return blob;
      }
      scale *= 0.7;
    }
  } finally {
    bitmap.close();
  }
  throw new Error('photo too large');
}

/** The blob as base64, as the api takes it. */
export async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
