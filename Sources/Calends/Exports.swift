// The library's one import: a program that depends on the `Calends` product builds specs
// (`CalendarSpec`, `Canvas`, `ControlSpec`, `TimelineSpec`, `BookingSpec`) and values (`Day`,
// `CivilTime`, `SpecError`) without naming the modules they live in.
@_exported import CalendsModel
@_exported import CalendsValues

@_exported import struct CalendsCairo.FontFileCheck
// The environment fingerprint (`calends doctor`), for references that record it.
@_exported import struct CalendsCairo.RenderEnvironment
// iCalendar values a program reads from `CalendarEvents`.
@_exported import struct CalendsICal.DisplayZone
@_exported import struct CalendsICal.Occurrence
// Feeds: a program that reads them sets `FeedCache.standardFetcher` (CalendsFeedClient's
// `HTTPFeedFetcher`, or its own `FeedFetching`).
@_exported import class CalendsFeeds.FeedCache
@_exported import protocol CalendsFeeds.FeedFetching
