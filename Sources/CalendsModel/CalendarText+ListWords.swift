import Foundation

extension CalendarText {
  /// What an agenda writes in the time column of an all-day event (and of a day in the
  /// middle of a longer event): FullCalendar's `allDayText` for the language ("all-day",
  /// "Ganztägig", "اليوم كله"), its line breaks made spaces. A language without an entry
  /// reads English.
  public var allDay: String {
    Self.listWords[listWordsKey]?.allDay ?? "all-day"
  }

  /// What an agenda with no event in its days says: FullCalendar's `noEventsText`.
  public var noEvents: String {
    Self.listWords[listWordsKey]?.noEvents ?? "No events to display"
  }

  /// The language's key in the tables FullCalendar's locale files give (`zh-Hant` for
  /// traditional Chinese, as `moreEvents` reads them).
  var listWordsKey: String {
    let language = locale.language.languageCode?.identifier ?? "en"
    let traditional =
      locale.language.script?.identifier == "Hant"
      || ["TW", "HK", "MO"].contains(locale.region?.identifier ?? "")
    return language == "zh" && traditional ? "zh-Hant" : language
  }

  /// FullCalendar's `allDayText` and `noEventsText` (packages/preact/src/locales, commit
  /// 99886153c; `zh` is its `zh-cn`, `zh-Hant` its `zh-tw`), for the languages
  /// `moreEventsWords` has.
  static let listWords: [String: (allDay: String, noEvents: String)] = [
    "en": ("all-day", "No events to display"),
    "ar": ("اليوم كله", "أي أحداث لعرض"),
    "cs": ("Celý den", "Žádné akce k zobrazení"),
    "da": ("Hele dagen", "Ingen arrangementer at vise"),
    "de": ("Ganztägig", "Keine Ereignisse anzuzeigen"),
    "el": ("Ολοήμερο", "Δεν υπάρχουν γεγονότα προς εμφάνιση"),
    "es": ("Todo el día", "No hay eventos para mostrar"),
    "fa": ("تمام روز", "هیچ رویدادی به نمایش"),
    "fi": ("Koko päivä", "Ei näytettäviä tapahtumia"),
    "fr": ("Toute la journée", "Aucun évènement à afficher"),
    "he": ("כל היום", "אין אירועים להצגה"),
    "hi": ("सभी दिन", "कोई घटनाओं को प्रदर्शित करने के लिए"),
    "hu": ("Egész nap", "Nincs megjeleníthető esemény"),
    "id": ("Sehari penuh", "Tidak ada acara untuk ditampilkan"),
    "it": ("Tutto il giorno", "Non ci sono eventi da visualizzare"),
    "ja": ("終日", "表示する予定はありません"),
    "ko": ("종일", "일정이 없습니다"),
    "nb": ("Hele dagen", "Ingen hendelser å vise"),
    "nl": ("Hele dag", "Geen evenementen om te laten zien"),
    "pl": ("Cały dzień", "Brak wydarzeń do wyświetlenia"),
    "pt": ("Todo o dia", "Não há eventos para mostrar"),
    "ro": ("Toată ziua", "Nu există evenimente de afișat"),
    "ru": ("Весь день", "Нет событий для отображения"),
    "sv": ("Heldag", "Inga händelser att visa"),
    "th": ("ตลอดวัน", "ไม่มีกิจกรรมที่จะแสดง"),
    "tr": ("Tüm gün", "Gösterilecek etkinlik yok"),
    "uk": ("Увесь день", "Немає подій для відображення"),
    "vi": ("Cả ngày", "Không có sự kiện để hiển thị"),
    "zh": ("全天", "没有事件显示"),
    "zh-Hant": ("整天", "沒有任何活動"),
  ]
}
