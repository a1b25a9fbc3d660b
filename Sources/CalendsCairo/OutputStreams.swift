import CalendsValues
import CCairo

/// Collects the bytes a Cairo stream surface writes. Cairo calls back through a C function
/// pointer that cannot capture, so the sink travels as the callback's closure pointer.
final class ByteSink {
  var bytes: [UInt8] = []

  /// Cairo's `cairo_write_func_t`: the closure is an unretained `ByteSink`.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if length > 0 {
      guard let data else { return CAIRO_STATUS_WRITE_ERROR }
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
  }

  var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// Feeds an in-memory byte array to a Cairo reader, refusing to read past its end so a
/// truncated file becomes a read error rather than garbage.
final class ByteSource {
  let bytes: [UInt8]
  var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Cairo's `cairo_read_func_t`: the closure is an unretained `ByteSource`.
  static let read: cairo_read_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard count <= source.bytes.count - source.offset else { return CAIRO_STATUS_READ_ERROR }
    source.bytes.withUnsafeBufferPointer { buffer in
      if count > 0, let base = buffer.baseAddress {
        data.update(from: base + source.offset, count: count)
      }
    }
    source.offset += count
    return CAIRO_STATUS_SUCCESS
  }

  var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// Turns a Cairo status into our error, naming what was being done.
func check(_ status: cairo_status_t, _ what: String) throws(RenderError) {
  guard status == CAIRO_STATUS_SUCCESS else {
    let reason =
      cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
    throw RenderError("\(what): \(reason)")
  }
}
