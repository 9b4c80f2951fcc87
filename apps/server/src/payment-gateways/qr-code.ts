import QRCode from 'qrcode';

/** A QR code of `text` as a PNG data: URL, ready for <img src> (the content policy admits data: images). */
export function qrCodeDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
