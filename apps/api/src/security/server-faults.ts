/**
 * A log destination that keeps the error of the latest server fault, so a test that meets a 500 can
 * name its cause (the answer itself says only "Server error.").
 */
export class ServerFaults {
  #latest: string | undefined;

  write(line: string): void {
    const entry = JSON.parse(line) as { err?: { type?: string; message?: string; stack?: string } };
    if (!entry.err) return;
    const where = entry.err.stack
      ?.split('\n')
      .slice(1, 4)
      .map((frame) => frame.trim())
      .join(' < ');
    this.#latest = `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''} at ${where ?? '?'}`;
  }

  /** The latest fault's error, forgotten once taken. */
  take(): string | undefined {
    const latest = this.#latest;
    this.#latest = undefined;
    return latest;
  }
}
