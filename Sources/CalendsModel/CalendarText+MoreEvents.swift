import Foundation

extension CalendarText {
  /// A day's events that did not fit, as the wall month says it: "+3 more", "+ weitere 3",
  /// "他 3 件", "+٣ أخرى". The number takes the locale's digits (`number(_:)`, as the
  /// heat-map legend's), the words come from FullCalendar's locale files (its `moreLinkText`;
  /// where that is one word, FullCalendar writes "+N word", as here). A language without an
  /// entry reads English.
  public func moreEvents(_ count: Int) -> String {
    let number = self.number(Double(count))
    switch Self.moreEventsWords[listWordsKey] ?? .word("more") {
    case .word(let word): return "+\(number) \(word)"
    case .around(let before, let after): return before + number + after
    }
  }

  /// How a language words "+N more": a word after "+N", or text around the number.
  enum MoreEventsWords {
    case word(String)
    case around(String, String)
  }

  /// FullCalendar's `moreLinkText` (packages/core/locales) for the languages of the samples
  /// and the commonly used ones, keyed by language code.
  static let moreEventsWords: [String: MoreEventsWords] = [
    "en": .word("more"),
    "ar": .word("أخرى"),
    "cs": .around("+další: ", ""),
    "da": .word("flere"),
    "de": .around("+ weitere ", ""),
    "el": .word("περισσότερα"),
    "es": .word("más"),
    "fa": .around("بیش از ", ""),
    "fi": .word("lisää"),
    "fr": .word("en plus"),
    "he": .word("אחר"),
    "hi": .around("+अधिक ", ""),
    "hu": .word("további"),
    "id": .word("lebih"),
    "it": .around("+altri ", ""),
    "ja": .around("他 ", " 件"),
    "ko": .word("개"),
    "nb": .word("til"),
    "nl": .word("extra"),
    "pl": .word("więcej"),
    "pt": .word("mais"),
    "ro": .around("+alte ", ""),
    "ru": .around("+ ещё ", ""),
    "sv": .word("till"),
    "th": .word("เพิ่มเติม"),
    "tr": .word("daha fazla"),
    "uk": .around("+ще ", "..."),
    "vi": .around("+ thêm ", ""),
    "zh": .around("另外 ", " 个"),
    "zh-Hant": .word("顯示更多"),
  ]
}
