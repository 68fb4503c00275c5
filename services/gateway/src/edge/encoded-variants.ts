import { createHash } from 'node:crypto';
import { compressed, type Encoding } from './compression.js';

/** Answers whose compressed forms are kept at most, and their bytes at most (the least recently used goes first). */
export const KEPT_VARIANTS = 256;
export const KEPT_BYTES = 16 * 1024 * 1024;

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
 * answer is recognised by its body: the same Buffer (as the edge cache hands out), or the same bytes (an answer a
 * service sends again, such as the catalogue or a student's unchanged cart), found by their digest and compared in
 * full, so a changed answer is never sent in an older one's compression. A digest costs a small fraction of a
 * compression.
 */
export class EncodedVariants {
  private readonly ofBody = new WeakMap<Buffer, Variants>();
  private readonly ofDigest = new Map<string, Kept>();
  private keptBytes = 0;

  constructor(
    private readonly maxKept = KEPT_VARIANTS,
    private readonly maxBytes = KEPT_BYTES,
  ) {}

  /** The compressed body: the bytes themselves when they are kept already, so a kept answer is sent without waiting. */
  encode(encoding: Encoding, body: Buffer): Variant {
    if (body.length > MAX_KEPT_BODY_BYTES) return compressed(encoding, body);
    const variants = this.variantsOf(body);
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

  private variantsOf(body: Buffer): Variants {
    const known = this.ofBody.get(body);
    if (known) return known;
    const digest = createHash('sha1').update(body).digest('base64');
    const kept = this.ofDigest.get(digest);
    if (kept && kept.body.equals(body)) {
      // Least recently used goes first: a hit moves to the end of the map's order.
      this.ofDigest.delete(digest);
      this.ofDigest.set(digest, kept);
      this.ofBody.set(body, kept.variants);
      return kept.variants;
    }
    if (kept) this.forget(digest, kept);
    const entry: Kept = { body, variants: new Map() };
    this.ofDigest.set(digest, entry);
    this.keptBytes += body.length;
    for (const [oldest, old] of this.ofDigest) {
      if (this.ofDigest.size <= this.maxKept && this.keptBytes <= this.maxBytes) break;
      this.forget(oldest, old);
    }
    this.ofBody.set(body, entry.variants);
    return entry.variants;
  }

  private forget(digest: string, kept: Kept): void {
    this.ofDigest.delete(digest);
    this.keptBytes -= kept.body.length;
  }
}
