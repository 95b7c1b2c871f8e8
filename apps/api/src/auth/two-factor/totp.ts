import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** Codes of 6 digits for 30-second steps (the authenticator apps' default); one step either side is accepted. */
const STEP_SECONDS = 30;
const TOLERANCE_SECONDS = STEP_SECONDS;

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code, an SVG document. */
  qrSvg: string;
}

/** A new random secret (20 bytes, base32) and what the app needs to scan or type it. */
export async function newTotpSetup(username: string): Promise<TotpSetup> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: 'Aula', label: username, secret, period: STEP_SECONDS });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The 30-second step `code` belongs to, if it is a code of `secret` for now or one step either side, and later
 * than `afterStep` (the last step accepted: a code is never taken twice).
 */
export async function stepOfCode(
  secret: string,
  code: string,
  afterStep: number | null,
  nowMs = Date.now(),
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    period: STEP_SECONDS,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
