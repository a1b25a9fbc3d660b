import CalendsValues
/// Writes a deflate bit stream: values go in least significant bit first, through a 64-bit
/// accumulator into a buffer sized beforehand, so the hot loop has no bounds or growth checks.
///
/// Whole bytes leave the accumulator eight at a time: one unaligned 64-bit store, after which
/// the pointer moves on by the number of complete bytes and fewer than 8 bits stay pending.
/// The bytes past those complete ones are rewritten by the next store, so the buffer needs
/// 8 bytes of slack.
struct DeflateBitWriter {
  private let output: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private(set) var byteCount = 0
  private var accumulator: UInt64 = 0
  private var bitCount = 0

  /// `output` must have room for every byte that will be written plus 8 bytes of slack.
  init(output: UnsafeMutablePointer<UInt8>, capacity: Int) {
    self.output = output
    self.capacity = capacity
  }

  /// Appends the low `count` bits of `bits` (count ≤ 32).
  @inline(__always)
  mutating func write(_ bits: UInt32, count: Int) {
    if bitCount >= 32 {
      precondition(byteCount + 8 <= capacity, "deflate output larger than its computed size")
      flushWholeBytes()
    }
    append(UInt64(bits), count: count)
  }

  /// Writes out the complete bytes, leaving fewer than 8 bits pending.
  mutating func flush() {
    precondition(byteCount + 8 <= capacity, "deflate output larger than its computed size")
    flushWholeBytes()
  }

  /// Checks once that `bytes` more bytes (and the slack) fit, before a run of
  /// `append`/`flushWholeBytes` calls that do not check.
  func reserve(_ bytes: Int) {
    precondition(byteCount + bytes + 8 <= capacity, "deflate output larger than its computed size")
  }

  /// Adds the low `count` bits of `bits` without flushing: the caller keeps the pending
  /// count at most 64 (after `flushWholeBytes`, fewer than 8 bits are pending).
  @inline(__always)
  mutating func append(_ bits: UInt64, count: Int) {
    accumulator |= bits &<< UInt64(truncatingIfNeeded: bitCount)
    bitCount &+= count
  }

  /// Stores the complete bytes of the accumulator, leaving fewer than 8 bits pending; the
  /// room must have been `reserve`d.
  @inline(__always)
  mutating func flushWholeBytes() {
    UnsafeMutableRawPointer(output + byteCount).storeBytes(
      of: accumulator.littleEndian, as: UInt64.self)
    let bytes = bitCount &>> 3
    byteCount &+= bytes
    // bitCount < 64 here, so the shift is below 64; a shift by 0 keeps everything.
    accumulator = accumulator &>> UInt64(truncatingIfNeeded: bytes &<< 3)
    bitCount &= 7
  }

  /// Pads to a byte boundary with zero bits and writes out what is pending.
  mutating func flushToByte() {
    while bitCount > 0 {
      output[byteCount] = UInt8(truncatingIfNeeded: accumulator)
      byteCount += 1
      accumulator >>= 8
      bitCount = max(bitCount - 8, 0)
    }
    accumulator = 0
  }

  /// Whole bytes, after `flushToByte()`.
  mutating func writeBytes(_ bytes: UnsafePointer<UInt8>, count: Int) {
    precondition(bitCount == 0 && byteCount + count <= capacity)
    (output + byteCount).update(from: bytes, count: count)
    byteCount += count
  }
}
