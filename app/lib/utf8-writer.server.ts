/** Chunks up to this many UTF-16 code units are written by a loop here; longer ones by Buffer#write. */
const SHORT_CHUNK = 24;
/** The first buffer's size: a rendered article page is about 90 KB. */
const FIRST_BYTES = 128 * 1024;
/** A buffer up to this size is kept for the next writer; a larger one (a huge page) is let go. */
const SPARE_MAX_BYTES = 1024 * 1024;

/**
 * The one buffer kept between writers. Writers are used in one synchronous pass (a string render),
 * so one is almost always free; should two overlap, the second makes its own. A kept buffer's
 * memory pages stay mapped: a fresh one of this size would take page faults at every page.
 */
let spare: Buffer | null = null;
const NO_BYTES = Buffer.alloc(0);

/**
 * Text written as UTF-8 into one growing buffer as it comes, in many small chunks (React's, about
 * 6,000 for an article page), and whole byte arrays copied in between (RenderOnce's kept parts).
 * A chunk of ASCII is copied by a loop (a call into Buffer#write costs more than the loop for a
 * few characters); any other goes through Buffer#write, which writes a lone surrogate as U+FFFD
 * (as Buffer.from does). No string of the whole page is ever made, nor any joined piece of it.
 */
export class Utf8Writer {
  private buffer: Buffer;
  private at = 0;

  constructor() {
    this.buffer = spare ?? Buffer.allocUnsafeSlow(FIRST_BYTES);
    spare = null;
  }

  /** How many bytes are written so far. */
  get length(): number {
    return this.at;
  }

  text(chunk: string): void {
    const n = chunk.length;
    // A UTF-16 code unit is at most 3 bytes of UTF-8 (a surrogate pair, two units, is 4).
    if (this.at + n * 3 > this.buffer.length) this.grow(n * 3);
    const buffer = this.buffer;
    const at = this.at;
    if (n > SHORT_CHUNK) {
      this.at = at + buffer.write(chunk, at);
      return;
    }
    let i = 0;
    for (; i < n; i++) {
      const unit = chunk.charCodeAt(i);
      if (unit >= 0x80) break;
      buffer[at + i] = unit;
    }
    // A character beyond ASCII: the whole chunk again, encoded by Node.
    this.at = at + (i === n ? n : buffer.write(chunk, at));
  }

  bytes(part: Uint8Array): void {
    if (this.at + part.length > this.buffer.length) this.grow(part.length);
    this.buffer.set(part, this.at);
    this.at += part.length;
  }

  /** A copy of the bytes written between two lengths. */
  copy(from: number, to: number): Buffer<ArrayBuffer> {
    const out = Buffer.allocUnsafeSlow(to - from);
    this.buffer.copy(out, 0, from, to);
    return out;
  }

  /** The bytes written, in a buffer of their own; the writer's buffer goes to the next writer. */
  finish(): Buffer<ArrayBuffer> {
    const out = this.copy(0, this.at);
    if (this.buffer.length <= SPARE_MAX_BYTES) spare = this.buffer;
    // The buffer is the next writer's now: this one starts again on a new one if written on.
    this.buffer = NO_BYTES;
    this.at = 0;
    return out;
  }

  private grow(more: number): void {
    let size = Math.max(this.buffer.length * 2, FIRST_BYTES);
    while (size < this.at + more) size *= 2;
    const bigger = Buffer.allocUnsafeSlow(size);
    this.buffer.copy(bigger, 0, 0, this.at);
    this.buffer = bigger;
  }
}
