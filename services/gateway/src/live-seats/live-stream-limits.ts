/** Why a stream is refused: its address holds as many as it may, or the gateway does. */
export type StreamRefusal = 'address' | 'total';

/**
 * How many live streams are open, per client address and in all: a stream holds a socket and a little memory for as
 * long as the tab is open, so one address may not hold thousands (decision 0039).
 */
export class LiveStreamLimits {
  private readonly perAddress = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly maxPerAddress: number,
    private readonly maxTotal: number,
  ) {}

  /** Counts a stream for `address`, or says why it may not open; an admitted stream must be released once. */
  admit(address: string): StreamRefusal | undefined {
    const open = this.perAddress.get(address) ?? 0;
    if (open >= this.maxPerAddress) return 'address';
    if (this.total >= this.maxTotal) return 'total';
    this.perAddress.set(address, open + 1);
    this.total += 1;
    return undefined;
  }

  release(address: string): void {
    const open = this.perAddress.get(address) ?? 0;
    if (open <= 1) this.perAddress.delete(address);
    else this.perAddress.set(address, open - 1);
    this.total = Math.max(0, this.total - 1);
  }
}
