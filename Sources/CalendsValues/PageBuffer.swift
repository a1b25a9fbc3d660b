#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Zeroed memory of its own pages, for an image-sized buffer: the raster Cairo draws into and
/// the PNG encoder's scanlines.
///
/// A process that draws one image spends more of its time faulting in such buffers, one
/// 4 KiB page at a time, than drawing into them (a 2 MB raster: ~490 faults, ~1.6 ms here).
/// A buffer of 1 MiB or more is therefore mapped on its own and offered to the kernel as
/// transparent huge pages (`MADV_HUGEPAGE`), so it arrives in one fault of 2 MiB
/// (~0.3 ms). Where huge pages are off, or on other systems, the pages are ordinary ones and
/// nothing else changes: the bytes are the same, only faulting in costs differ.
public final class PageBuffer {
  /// Usable bytes at `base`.
  public let count: Int
  /// The first byte, valid while the buffer lives; nil for no bytes, or when the memory
  /// could not be had.
  public let base: UnsafeMutableRawPointer?
  private let mapping: (start: UnsafeMutableRawPointer, length: Int)?

  /// The size from which a buffer is mapped on its own and offered huge pages.
  public static let hugePageThreshold = 1 << 20
  private static let hugePage = 2 << 20

  /// `count` zeroed bytes.
  public init(zeroedCount count: Int) {
    self.count = count
    guard count > 0 else {
      base = nil
      mapping = nil
      return
    }
    if count >= Self.hugePageThreshold, let mapped = Self.mapAligned(count) {
      base = mapped.base
      mapping = mapped.mapping
    } else {
      base = calloc(count, 1)
      mapping = nil
    }
  }

  /// A buffer of no bytes.
  public convenience init() { self.init(zeroedCount: 0) }

  deinit {
    if let mapping {
      munmap(mapping.start, mapping.length)
    } else {
      free(base)
    }
  }

  /// Calls `body` with the `count` bytes to write; the pointer must not outlive `body`.
  public func withUnsafeMutableBufferPointer<Result, Failure: Error>(
    _ body: (UnsafeMutableBufferPointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(
      UnsafeMutableBufferPointer(start: base?.assumingMemoryBound(to: UInt8.self), count: count))
  }

  /// Calls `body` with the `count` bytes to read; the pointer must not outlive `body`.
  public func withUnsafeBufferPointer<Result, Failure: Error>(
    _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(UnsafeBufferPointer(start: base?.assumingMemoryBound(to: UInt8.self), count: count))
  }

  /// A private anonymous mapping whose usable part starts on a huge-page boundary (so the
  /// kernel can back it with whole huge pages); nil if the system refuses the mapping.
  private static func mapAligned(_ count: Int)
    -> (base: UnsafeMutableRawPointer, mapping: (start: UnsafeMutableRawPointer, length: Int))?
  {
    let rounded = (count + hugePage - 1) / hugePage * hugePage
    let length = rounded + hugePage
    let start = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let start, start != MAP_FAILED else { return nil }
    let address = Int(bitPattern: start)
    let aligned = (address + hugePage - 1) / hugePage * hugePage
    let base = UnsafeMutableRawPointer(bitPattern: aligned)!
    #if os(Linux)
      _ = madvise(base, rounded, MADV_HUGEPAGE)
    #endif
    return (base, (start, length))
  }
}
