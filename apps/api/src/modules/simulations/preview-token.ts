import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSettings, type Db } from '@commonpurse/db';

const SECRET_KEY = 'preview_secret';
const TOKEN_LENGTH = 22;

/** The shared preview key: created once (the first process to insert wins), then read by every process. */
async function loadSecret(db: Db): Promise<Buffer> {
  await db
    .insert(serverSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, SECRET_KEY));
  if (!row) throw new Error('The preview secret could not be stored');
  return Buffer.from(row.value, 'base64url');
}

const sign = (secret: Buffer, id: number) =>
  createHmac('sha256', secret).update(`budget:${id}`).digest('base64url').slice(0, TOKEN_LENGTH);

/**
 * Preview links (`?preview=<token>`) of New simulations: an HMAC of the id under a server secret, so a
 * link cannot be guessed from the id and stays the same across restarts and processes.
 */
export class PreviewTokens {
  #secret: Promise<Buffer> | undefined;

  constructor(private readonly db: Db) {}

  #load(): Promise<Buffer> {
    this.#secret ??= loadSecret(this.db).catch((error: unknown) => {
      this.#secret = undefined;
      throw error;
    });
    return this.#secret;
  }

  /** A signer for many ids at once (the list). */
  async signer(): Promise<(id: number) => string> {
    const secret = await this.#load();
    return (id) => sign(secret, id);
  }

  async tokenFor(id: number): Promise<string> {
    return sign(await this.#load(), id);
  }

  /** Whether `token` is the preview token of simulation `id` (for the public site). */
  async verifyPreviewToken(id: number, token: string): Promise<boolean> {
    const expected = Buffer.from(await this.tokenFor(id));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
