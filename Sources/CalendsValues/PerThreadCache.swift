#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Values made once per thread and key, for objects that must not be shared between threads
/// (ICU's formatters, a renderer) and cost far more to make than to use.
///
/// `Thread.current.threadDictionary` did this job, but it is an `NSMutableDictionary`: every
/// first store bridges the key and value through Objective-C casts, and each cast's first
/// run scans every protocol conformance in the binary — a dozen scans for one image, more
/// time than the values' lookups ever save in a process that draws one image. A POSIX
/// thread-specific slot holds a Swift dictionary instead, released when its thread ends.
public final class PerThreadCache<Key: Hashable, Value>: @unchecked Sendable {
  // Each thread reads and writes only its own storage, so sharing the cache is safe.
  private final class Storage {
    var values: [Key: Value] = [:]
  }

  private var slot = pthread_key_t()

  /// An empty cache with a thread-specific key of its own. Keys are few (glibc has 1024)
  /// and never given back, so make each cache once, as a `static let`.
  public init() {
    pthread_key_create(&slot) { storage in
      #if canImport(Darwin)
        Unmanaged<AnyObject>.fromOpaque(storage).release()
      #else
        if let storage { Unmanaged<AnyObject>.fromOpaque(storage).release() }
      #endif
    }
  }

  /// This thread's value for `key`, made by `make` the first time this thread asks.
  public func value(for key: Key, make: () throws -> Value) rethrows -> Value {
    let storage = threadStorage()
    if let existing = storage.values[key] { return existing }
    let made = try make()
    storage.values[key] = made
    return made
  }

  private func threadStorage() -> Storage {
    if let existing = pthread_getspecific(slot) {
      return Unmanaged<Storage>.fromOpaque(existing).takeUnretainedValue()
    }
    let storage = Storage()
    pthread_setspecific(slot, Unmanaged.passRetained(storage).toOpaque())
    return storage
  }
}
