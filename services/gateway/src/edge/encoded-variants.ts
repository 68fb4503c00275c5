import { compressed, type Encoding } from './compression.js';

/** Answers whose compressed forms are kept at most (the least recently used goes first). */
export const KEPT_VARIANTS = 256;

/** Larger answers are rare (images are not compressed) and are compressed each time, to bound the memory kept. */
export const MAX_KEPT_BODY_BYTES = 256 * 1024;

/** A compressed form: the bytes once ready, the promise of them until then. */
type Variant = Buffer | Promise<Buffer>;
type Variants = Map<Encoding, Variant>;

interface Kept {
  body: Buffer;
  variants: Variants;
}

/**
 * Compresses an answer once, not once per request: the brotli and gzip forms of an answer are kept beside it. An
 * answer is recognised by its body (the same Buffer, as the edge cache hands out) or by its strong ETag with the same
 * bytes (an answer a service keeps and sends again, such as the catalogue), so a changed answer is never served from
 * an older one's compression.
 */
export class EncodedVariants {
  private readonly ofBody = new WeakMap<Buffer, Variants>();
  private readonly ofEtag = new Map<string, Kept>();

  constructor(private readonly maxKept = KEPT_VARIANTS) {}

  /** The compressed body: the bytes themselves when they are kept already, so a kept answer is sent without waiting. */
  encode(encoding: Encoding, body: Buffer, etag: unknown): Variant {
    if (body.length > MAX_KEPT_BODY_BYTES) return compressed(encoding, body);
    const variants = this.variantsOf(body, typeof etag === 'string' && etag.startsWith('"') ? etag : undefined);
    const kept = variants.get(encoding);
    if (kept) return kept;
    const pending = compressed(encoding, body);
    variants.set(encoding, pending);
    pending.then(
      (bytes) => variants.set(encoding, bytes),
      // A failed compression is not kept: the next request tries again.
      () => variants.delete(encoding),
    );
    return pending;
  }

  private variantsOf(body: Buffer, etag: string | undefined): Variants {
    const known = this.ofBody.get(body);
    if (known) return known;
    if (etag === undefined) return this.remember(body, new Map());
    const kept = this.ofEtag.get(etag);
    if (kept && kept.body.equals(body)) {
      // Least recently used last to go: moved to the end of the map's order.
      this.ofEtag.delete(etag);
      this.ofEtag.set(etag, kept);
      return this.remember(body, kept.variants);
    }
    const variants: Variants = new Map();
    this.ofEtag.delete(etag);
    if (this.ofEtag.size >= this.maxKept) this.ofEtag.delete(this.ofEtag.keys().next().value as string);
    this.ofEtag.set(etag, { body, variants });
    return this.remember(body, variants);
  }

  private remember(body: Buffer, variants: Variants): Variants {
    this.ofBody.set(body, variants);
    return variants;
  }
}
