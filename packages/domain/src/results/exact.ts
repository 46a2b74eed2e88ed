/** Exact decimal and rational helpers: money is counted in integers so no result depends on float noise. */

export interface TScaledDecimal {
  /** The value times 10^scale, exactly. */
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Parses '1070000', '37387.50', '-2.5e3' or a finite number into an exact scaled integer. */
export function parseDecimal(value: string | number): TScaledDecimal {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === ''))
    throw new Error(`Not a decimal number: "${text}"`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  let digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits === '' ? '0' : digits);
  return { units: sign === '-' ? -units : units, scale };
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return String(value);
}

/** Several decimals on one common scale (the largest number of decimal places among them). */
export function toCommonScale(values: readonly (string | number)[]): { units: bigint[]; scale: number } {
  const parsed = values.map(parseDecimal);
  const scale = parsed.reduce((max, p) => Math.max(max, p.scale), 0);
  return { units: parsed.map((p) => p.units * 10n ** BigInt(scale - p.scale)), scale };
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** An exact fraction in lowest terms with a positive denominator. */
export interface TFraction {
  num: bigint;
  den: bigint;
}

export function fraction(num: bigint, den: bigint): TFraction {
  if (den === 0n) throw new Error('Division by zero');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

/** 'num/den' in lowest terms, or just 'num' for whole numbers. */
export function fractionText({ num, den }: TFraction): string {
  return den === 1n ? String(num) : `${num}/${den}`;
}

/** The fraction rounded half away from zero to `decimals` places, as a decimal string. */
export function fractionToDecimal({ num, den }: TFraction, decimals = 2): string {
  const negative = num < 0n !== den < 0n && num !== 0n;
  const a = num < 0n ? -num : num;
  const b = den < 0n ? -den : den;
  const factor = 10n ** BigInt(decimals);
  const scaled = (2n * a * factor + b) / (2n * b);
  const whole = scaled / factor;
  const part = decimals > 0 ? `.${String(scaled % factor).padStart(decimals, '0')}` : '';
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${part}`;
}

export function fractionToNumber({ num, den }: TFraction): number {
  return Number(fractionToDecimal({ num, den }, 12));
}

/** Scaled integer units back to a plain decimal string ('1040337', '12.5'). */
export function unitsToDecimal(units: bigint, scale: number): string {
  if (scale === 0) return String(units);
  return fractionToDecimal({ num: units, den: 10n ** BigInt(scale) }, scale).replace(/\.?0+$/, '');
}
