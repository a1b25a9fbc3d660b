#if Server
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1.1 child channel with what `serve` adds to each connection: a
/// request must arrive whole within the header timeout of its first byte (a connection's
/// first request, of the connection's opening), else 408 and the connection closes; and a request that is not keep-alive (HTTP/1.0 without
/// `Connection: keep-alive`, or `Connection: close`) closes the connection once answered.
/// The idle timeout is Hummingbird's (`HTTPConnectionStateHandler`).
///
/// The pipeline is `HTTP1Channel`'s, with two handlers added: `RequestStartHandler` first
/// (it sees the bytes, so it knows when a request begins), and `KeepAliveHandler` after the
/// HTTP/1 decoder (it sees each request's head and version).
struct ServerChannel: ServerChildChannel, HTTPChannelHandler {
  typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

  let responder: HTTPChannelHandler.Responder
  let headerTimeout: TimeAmount
  let idleTimeout: Duration

  static func builder(headerTimeout: Duration, idleTimeout: Duration) -> HTTPServerBuilder {
    HTTPServerBuilder { responder in
      ServerChannel(
        responder: responder, headerTimeout: TimeAmount(headerTimeout), idleTimeout: idleTimeout)
    }
  }

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    channel.eventLoop.makeCompletedFuture {
      let deadline = RequestDeadline(timeout: headerTimeout)
      let pipeline = channel.pipeline.syncOperations
      try pipeline.addHandler(RequestStartHandler(deadline: deadline))
      // As `HTTP1Channel` sets it up, with its decoder limits.
      let limits = HTTP1Channel.Configuration.DecoderConfiguration()
      var decoderLimits = NIOHTTPDecoderLimitConfiguration()
      decoderLimits.maxHeaderFieldSize = limits.maxHeaderFieldSize
      decoderLimits.maxHeaderListSize = limits.maxHeaderListSize
      decoderLimits.maxHeaderFieldCount = limits.maxHeaderFieldCount
      try pipeline.configureHTTPServerPipeline(
        withPipeliningAssistance: false, withErrorHandling: false,
        withOutboundHeaderValidation: false, withEncoderConfiguration: .init(),
        withDecoderLimitConfiguration: decoderLimits)
      try pipeline.addHandler(KeepAliveHandler(deadline: deadline))
      try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
      try pipeline.addHandler(
        HTTPConnectionStateHandler(idleTimeout: idleTimeout, logger: logger))
      return try NIOAsyncChannel(
        wrappingChannelSynchronously: channel,
        configuration: .init(isOutboundHalfClosureEnabled: true))
    }
  }

  func handle(value: Value, logger: Logger) async {
    await handleHTTP(asyncChannel: value, logger: logger)
  }
}

extension TimeAmount {
  init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}

/// The header timeout of one connection, shared by its two handlers (both on the
/// connection's event loop). Armed by the connection's opening and by a later request's
/// first byte, disarmed by the request's last part.
final class RequestDeadline {
  let timeout: TimeAmount
  /// No request is being read: the next byte starts one.
  var betweenRequests = true
  /// A response has started: a late 408 would corrupt it, so the deadline only closes.
  var responding = false
  private var scheduled: Scheduled<Void>?

  init(timeout: TimeAmount) { self.timeout = timeout }

  func requestStarted(_ context: ChannelHandlerContext) {
    guard betweenRequests else { return }
    betweenRequests = false
    scheduled?.cancel()
    let loop = context.eventLoop.assumeIsolated()
    scheduled = loop.scheduleTask(in: timeout) { [self] in
      scheduled = nil
      if !responding {
        let answer =
          "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
        context.writeAndFlush(NIOAny(context.channel.allocator.buffer(string: answer)), promise: nil)
      }
      context.close(promise: nil)
    }
  }

  func requestRead() {
    scheduled?.cancel()
    scheduled = nil
  }

  func responseEnded() {
    responding = false
    betweenRequests = true
  }

  func cancel() {
    scheduled?.cancel()
    scheduled = nil
  }
}

/// First in the pipeline: a byte while no request is being read starts the deadline.
final class RequestStartHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  let deadline: RequestDeadline

  init(deadline: RequestDeadline) { self.deadline = deadline }

  /// A new connection's first request is due within the timeout of its opening.
  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { deadline.requestStarted(context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    deadline.requestStarted(context)
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    deadline.requestStarted(context)
    context.fireChannelRead(data)
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline.cancel()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline.cancel()
  }
}

/// After the HTTP/1 decoder: disarms the deadline when a request is read whole, and closes
/// the connection after the response to a request that is not keep-alive (saying so in a
/// `Connection: close` header).
final class KeepAliveHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  let deadline: RequestDeadline
  /// Whether each request read and not yet answered is keep-alive, oldest first.
  private var keepAlive: [Bool] = []

  init(deadline: RequestDeadline) { self.deadline = deadline }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let head): keepAlive.append(head.isKeepAlive)
    case .body: break
    case .end: deadline.requestRead()
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(var head):
      deadline.responding = true
      if keepAlive.first == false {
        head.headers.replaceOrAdd(name: "connection", value: "close")
        context.write(wrapOutboundOut(.head(head)), promise: promise)
        return
      }
      context.write(data, promise: promise)
    case .body:
      context.write(data, promise: promise)
    case .end:
      deadline.responseEnded()
      let close = keepAlive.isEmpty ? false : !keepAlive.removeFirst()
      guard close else {
        context.write(data, promise: promise)
        return
      }
      let written = context.eventLoop.makePromise(of: Void.self)
      written.futureResult.cascade(to: promise)
      context.writeAndFlush(data, promise: written)
      let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
      written.futureResult.whenComplete { _ in loopBound.value.close(promise: nil) }
    }
  }
}
#endif  // Server
