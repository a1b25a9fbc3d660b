import CalendsValues
import Testing

/// `PageBuffer` gives zeroed, writable memory of the size asked, mapped on its own on a
/// huge-page boundary from `hugePageThreshold` on.
@Suite struct PageBufferTests {
  @Test(arguments: [1, 4_096, 100_000, PageBuffer.hugePageThreshold, 1_950_000, 5_000_001])
  func zeroedAndWritable(count: Int) {
    let buffer = PageBuffer(zeroedCount: count)
    #expect(buffer.count == count)
    buffer.withUnsafeMutableBufferPointer { bytes in
      #expect(bytes.count == count)
      #expect(bytes.allSatisfy { $0 == 0 })
      bytes[0] = 1
      bytes[count - 1] = 2
    }
    buffer.withUnsafeBufferPointer { bytes in
      #expect(bytes.first == 1 || count == 1)
      #expect(bytes.last == 2)
    }
  }

  @Test func largeBuffersStartOnAHugePage() throws {
    let buffer = PageBuffer(zeroedCount: 3 << 20)
    let base = try #require(buffer.base)
    #expect(Int(bitPattern: base) % (2 << 20) == 0)
  }

  @Test func emptyBufferHasNoMemory() {
    let buffer = PageBuffer()
    #expect(buffer.count == 0)
    #expect(buffer.base == nil)
    buffer.withUnsafeBufferPointer { #expect($0.isEmpty) }
  }
}
