// The library's one import: what a program that depends on the `Calends` product writes with
// `import Calends` alone (README's library example, `Calends.docc/SpecsInCode.md`), one
// declaration each, so that the model's and the values' pipeline types (resolved families,
// month grids, the field table, geometry, text escaping, caches) stay theirs. A type below
// brings its members and nested types; a program that needs more imports its module.

// Specs: a canvas and one family's document, and what their fields hold.
@_exported import struct CalendsModel.CalendarSpec
@_exported import enum CalendsModel.FamilyDocument
@_exported import enum CalendsModel.CalendarStyle
@_exported import struct CalendsModel.Canvas
@_exported import enum CalendsModel.DeviceModel
@_exported import enum CalendsModel.SizeClass
@_exported import enum CalendsModel.WeekStartDay
@_exported import struct CalendsModel.CalendarSource
@_exported import enum CalendsModel.CalendarLocation
@_exported import struct CalendsModel.ControlSpec
@_exported import enum CalendsModel.ControlStyle
@_exported import struct CalendsModel.DateRange
@_exported import struct CalendsModel.DisabledDates
@_exported import enum CalendsModel.AlternateCalendar
@_exported import enum CalendsModel.Interaction
@_exported import enum CalendsModel.MonthTitleStyle
@_exported import struct CalendsModel.DayData
@_exported import struct CalendsModel.DayDecoration
@_exported import struct CalendsModel.Heatmap
@_exported import struct CalendsModel.TimelineSpec
@_exported import enum CalendsModel.TimelineOrientation
@_exported import struct CalendsModel.TimelineEvent
@_exported import struct CalendsModel.BookingSpec
@_exported import struct CalendsModel.BookingItem
@_exported import struct CalendsModel.YearSpec
@_exported import enum CalendsModel.YearView
@_exported import enum CalendsModel.YearArrangement
@_exported import struct CalendsModel.PageSetup
@_exported import enum CalendsModel.Paper
@_exported import enum CalendsModel.PageOrientation
@_exported import struct CalendsModel.PageMargins
@_exported import enum CalendsModel.PageMode
@_exported import enum CalendsModel.Handedness
@_exported import enum CalendsModel.WritingSpace
@_exported import enum CalendsModel.PageEdge
@_exported import enum CalendsModel.PrintLength
@_exported import struct CalendsModel.WallMonthSpec
@_exported import struct CalendsModel.AgendaSpec
// A spec file's text read into a spec (`SpecReader.read(_:source:)`), and what the render
// report says a field did not do.
@_exported import struct CalendsModel.SpecReader
@_exported import struct CalendsModel.FieldWithoutEffect

// Values the specs and the renderer's calls hold, and the errors they throw.
@_exported import struct CalendsValues.Day
@_exported import struct CalendsValues.YearMonth
@_exported import struct CalendsValues.CivilTime
@_exported import struct CalendsValues.ColorSpecifier
@_exported import struct CalendsValues.StyleDeclaration
@_exported import enum CalendsValues.Appearance
@_exported import enum CalendsValues.OutputFormat
@_exported import enum CalendsValues.PNGCompression
@_exported import struct CalendsValues.FontSetup
@_exported import enum CalendsValues.SpecValue
@_exported import struct CalendsValues.FeedAddress
@_exported import enum CalendsValues.FeedAddressError
@_exported import struct CalendsValues.DecodedImage
@_exported import struct CalendsValues.SpecError
@_exported import struct CalendsValues.ValueError
@_exported import struct CalendsValues.RenderError
// What a `CalendsError`, a warning or a render report's note holds: severity, file, line,
// column, field and message, typed from where it is found to where it is shown.
@_exported import struct CalendsValues.Diagnostic

// The environment fingerprint (`calends doctor`), for references that record it.
@_exported import struct CalendsCairo.FontFileCheck
@_exported import struct CalendsCairo.RenderEnvironment
// iCalendar values a program reads from `CalendarEvents`.
@_exported import struct CalendsICal.DisplayZone
@_exported import struct CalendsICal.Occurrence
// Feeds: a program that reads them sets `FeedCache.standardFetcher` (CalendsFeedClient's
// `HTTPFeedFetcher`, or its own `FeedFetching`).
@_exported import class CalendsFeeds.FeedCache
@_exported import protocol CalendsFeeds.FeedFetching
