/// The device class a `@media (device:…)` condition tests. iPhone stands for the compact
/// size class and iPad for the regular one, which is how the control's layouts differ.
public enum MediaDevice: String, Sendable, CaseIterable {
  case iphone, ipad
}

/// What a `@media (orientation:…)` condition tests.
public enum MediaOrientation: String, Sendable, CaseIterable {
  case portrait, landscape
}

/// The situation a stylesheet is resolved for; it decides which `@media` blocks apply.
public struct MediaContext: Hashable, Sendable {
  public var device: MediaDevice
  public var orientation: MediaOrientation

  public init(device: MediaDevice = .iphone, orientation: MediaOrientation = .portrait) {
    self.device = device
    self.orientation = orientation
  }

  /// Every context, in a fixed order, so a sheet can be checked once for all of them.
  static let all: [MediaContext] = MediaDevice.allCases.flatMap { device in
    MediaOrientation.allCases.map { MediaContext(device: device, orientation: $0) }
  }
}

/// The conditions of one `@media` block, all of which must hold.
struct MediaQuery: Sendable {
  var devices: Set<MediaDevice> = []
  var orientations: Set<MediaOrientation> = []
  var location: SourceLocation

  func matches(_ context: MediaContext) -> Bool {
    devices.allSatisfy { $0 == context.device }
      && orientations.allSatisfy { $0 == context.orientation }
  }

  /// `(device:ipad) and (device:iphone)` names two different devices and so never applies.
  var canMatch: Bool { MediaContext.all.contains(where: matches) }

  static let features = ["device", "orientation"]
}
