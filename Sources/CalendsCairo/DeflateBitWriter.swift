/// Writes a deflate bit stream: values go in least significant bit first, through a 64-bit
/// accumulator into a buffer sized beforehand, so the hot loop has no bounds or growth checks.
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
    accumulator |= UInt64(bits) << UInt64(bitCount)
    bitCount += count
    if bitCount >= 32 {
      precondition(byteCount + 8 <= capacity, "deflate output larger than its computed size")
      UnsafeMutableRawPointer(output + byteCount).storeBytes(
        of: UInt32(truncatingIfNeeded: accumulator).littleEndian, as: UInt32.self)
      byteCount += 4
      accumulator >>= 32
      bitCount -= 32
    }
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
