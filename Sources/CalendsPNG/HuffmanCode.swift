import CalendsValues
/// A length-limited canonical Huffman code, as deflate (RFC 1951 § 3.2.2) transmits it: only
/// the code lengths travel, and the codes follow from them.
///
/// The codes are stored bit-reversed because deflate writes Huffman codes starting from their
/// most significant bit into a stream that is otherwise filled from the least significant bit.
struct HuffmanCode {
  /// Code length per symbol; 0 for symbols that do not occur.
  private(set) var lengths: [UInt8]
  /// Bit-reversed code per symbol, ready to be written least significant bit first.
  private(set) var codes: [UInt16]

  /// Builds an optimal code for `frequencies`, then limits it to `maxLength` bits (15 for
  /// literals and distances, 7 for the code-length alphabet).
  ///
  /// The code is always complete — at least two symbols get a length — because zlib's
  /// decoder rejects an incomplete code-length code, and a one-symbol code is incomplete.
  init(frequencies: [UInt32], maxLength: Int) {
    let count = frequencies.count
    precondition(count >= 2 && maxLength >= 1 && maxLength <= 15 && count <= 1 << maxLength)
    lengths = [UInt8](repeating: 0, count: count)
    codes = [UInt16](repeating: 0, count: count)

    // Used symbols, rarest first (ties by symbol, so the result is deterministic): sorted as
    // keys frequency << 16 | symbol, which orders them the same way without a closure.
    var leaves: [UInt64] = []
    leaves.reserveCapacity(count)
    frequencies.withUnsafeBufferPointer { frequencies in
      for symbol in 0..<count where frequencies[symbol] > 0 {
        leaves.append(UInt64(frequencies[symbol]) << 16 | UInt64(symbol))
      }
      for filler in 0..<2 where leaves.count < 2 && frequencies[filler] == 0 {
        leaves.append(UInt64(filler))
      }
    }
    leaves.sort()

    let lengthCounts = HuffmanCode.limitedLengthCounts(
      weights: leaves.map { max(UInt32(truncatingIfNeeded: $0 >> 16), 1) }, maxLength: maxLength)
    // The most frequent symbols take the shortest codes.
    var next = leaves.count - 1
    for length in 1...maxLength {
      for _ in 0..<lengthCounts[length] {
        lengths[Int(leaves[next] & 0xFFFF)] = UInt8(length)
        next -= 1
      }
    }
    assignCodes()
  }

  /// How many symbols get each code length (index 1…maxLength), for weights sorted ascending.
  ///
  /// The optimal lengths come from the two-queue Huffman construction on the sorted leaves
  /// (linear time). Lengths over the limit are then cut to it and the Kraft sum repaired by
  /// lengthening the deepest codes that still fit — the method zlib and miniz use; it is
  /// not always optimal, but only ever matters for very skewed alphabets.
  private static func limitedLengthCounts(weights: [UInt32], maxLength: Int) -> [Int] {
    let leafCount = weights.count
    var lengthCounts = [Int](repeating: 0, count: max(maxLength, leafCount) + 1)
    // Nodes 0..<leafCount are leaves; internal nodes follow in the order they are made.
    // Scratch on the stack, read through pointers: this runs per block and per code.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (2 * leafCount - 1)) { scratch in
      let weight = scratch.baseAddress!
      let parent = weight + (2 * leafCount - 1)
      let depth = parent + (2 * leafCount - 1)
      for leaf in 0..<leafCount { weight[leaf] = Int(weights[leaf]) }
      var nextLeaf = 0
      var nextInternal = leafCount
      var made = leafCount
      func takeLightest() -> Int {
        if nextLeaf < leafCount
          && (nextInternal >= made || weight[nextLeaf] <= weight[nextInternal])
        {
          nextLeaf += 1
          return nextLeaf - 1
        }
        nextInternal += 1
        return nextInternal - 1
      }
      while made < 2 * leafCount - 1 {
        let a = takeLightest()
        let b = takeLightest()
        weight[made] = weight[a] + weight[b]
        parent[a] = made
        parent[b] = made
        made += 1
      }
      // Depths: the root (made last) is at depth 0; parents always come after their children.
      depth[made - 1] = 0
      lengthCounts.withUnsafeMutableBufferPointer { lengthCounts in
        for node in stride(from: made - 2, through: 0, by: -1) {
          depth[node] = depth[parent[node]] + 1
          if node < leafCount { lengthCounts[depth[node]] += 1 }
        }
      }
    }

    for length in stride(from: lengthCounts.count - 1, to: maxLength, by: -1) {
      lengthCounts[maxLength] += lengthCounts[length]
      lengthCounts[length] = 0
    }
    var kraft = 0
    for length in 1...maxLength { kraft += lengthCounts[length] << (maxLength - length) }
    while kraft > 1 << maxLength {
      // Move one code from the limit up a level and split a shorter code in two.
      lengthCounts[maxLength] -= 1
      for length in stride(from: maxLength - 1, through: 1, by: -1) where lengthCounts[length] > 0 {
        lengthCounts[length] -= 1
        lengthCounts[length + 1] += 2
        break
      }
      kraft -= 1
    }
    return Array(lengthCounts[0...maxLength])
  }

  /// Canonical codes: shorter codes first, and within a length, in symbol order.
  private mutating func assignCodes() {
    let maxLength = Int(lengths.max() ?? 0)
    var lengthCounts = [Int](repeating: 0, count: maxLength + 1)
    for length in lengths where length > 0 { lengthCounts[Int(length)] += 1 }
    var nextCode = [Int](repeating: 0, count: maxLength + 2)
    var code = 0
    for length in stride(from: 1, through: maxLength, by: 1) {
      code = (code + lengthCounts[length - 1]) << 1
      nextCode[length] = code
    }
    for symbol in lengths.indices where lengths[symbol] > 0 {
      let length = Int(lengths[symbol])
      codes[symbol] = HuffmanCode.reversed(nextCode[length], bits: length)
      nextCode[length] += 1
    }
  }

  /// The low `bits` bits of `value` in reverse order: all sixteen reversed by swapping
  /// halves, then shifted down.
  private static func reversed(_ value: Int, bits: Int) -> UInt16 {
    var v = UInt32(truncatingIfNeeded: value) & 0xFFFF
    v = (v & 0x5555) << 1 | (v >> 1) & 0x5555
    v = (v & 0x3333) << 2 | (v >> 2) & 0x3333
    v = (v & 0x0F0F) << 4 | (v >> 4) & 0x0F0F
    v = (v & 0x00FF) << 8 | (v >> 8) & 0x00FF
    return UInt16(truncatingIfNeeded: v >> UInt32(16 - bits))
  }
}
