/** How many live streams a server process keeps open (decision 162); each holds a socket until it closes. */
export interface LiveStreamLimits {
  /** From one client address, as TRUST_PROXY names it: a school's Wi-Fi puts whole classrooms behind one. */
  perAddress: number;
  /** In all: past it the process would run short of sockets and memory for everybody's ordinary requests. */
  perProcess: number;
}

export const DEFAULT_LIVE_STREAM_LIMITS: LiveStreamLimits = { perAddress: 500, perProcess: 2_000 };

/** The open streams counted by client address and in all, so a new one is checked in constant time. */
export class StreamCounts {
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: LiveStreamLimits) {}

  /** The limit another stream from this address would pass, if any: its address's first, then the process's. */
  refusal(address: string): 'address' | 'process' | undefined {
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress) return 'address';
    if (this.total >= this.limits.perProcess) return 'process';
    return undefined;
  }

  add(address: string): void {
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    this.total++;
  }

  remove(address: string): void {
    const left = (this.byAddress.get(address) ?? 0) - 1;
    // Only the addresses with a stream open now are kept.
    if (left > 0) this.byAddress.set(address, left);
    else this.byAddress.delete(address);
    this.total--;
  }

  clear(): void {
    this.byAddress.clear();
    this.total = 0;
  }
}
