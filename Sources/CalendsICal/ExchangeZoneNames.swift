// The table below is sabre/vobject's `lib/timezonedata/exchangezones.php` (the names
// Microsoft Exchange 2003 gave its zones, each with the IANA zone sabre/vobject reads it
// as; Nextcloud, ownCloud and Baikal read Outlook's TZIDs with it): its names and zones
// unchanged and in its order (its comments, which call five of the mappings its authors'
// best guess, left out: Calends reads every one as a guess), from
// https://github.com/sabre-io/vobject at commit a95f4e1d9901b1fec5efc1eb474486aab0281488
// (2026-05-31; the file last changed in a4b31526, which replaced deprecated IANA names),
// under its licence:
//
// Copyright (C) 2011-2016 fruux GmbH (https://fruux.com/)
//
// All rights reserved.
//
// Redistribution and use in source and binary forms, with or without modification,
// are permitted provided that the following conditions are met:
//
// * Redistributions of source code must retain the above copyright notice,
// this list of conditions and the following disclaimer.
// * Redistributions in binary form must reproduce the above copyright notice,
// this list of conditions and the following disclaimer in the documentation
// and/or other materials provided with the distribution.
// * Neither the name Sabre nor the names of its contributors
// may be used to endorse or promote products derived from this software
// without specific prior written permission.
//
// THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
// AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
// IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE
// ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT OWNER OR CONTRIBUTORS BE
// LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR
// CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF
// SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS
// INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN
// CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE)
// ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE
// POSSIBILITY OF SUCH DAMAGE.
//
// To update it, take the file at a newer commit and rewrite each `'NAME' => 'ZONE',` as
// `"NAME": "ZONE",` (unescaping `\'`), keeping the order; note the commit above.

/// Zone names Outlook and Exchange write in a TZID without a VTIMEZONE that are neither IANA
/// nor Windows zone IDs but display names: `(UTC+01:00) Amsterdam, Berlin, Bern, Rome,
/// Stockholm, Vienna`, Exchange 2003's `Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna`.
/// Read as floating, such a time is hours off; read by this table, it is most likely right.
/// A display name is not an identifier (several zones share one, and the text changes with
/// Windows versions and languages), so every use is a guess, and said (`ICalendarScan`).
///
/// The table is a maintained one rather than Calends' own, and its rule is the one
/// sabre/vobject applies (`FindFromTimezoneMap`): the name as written, else the name after
/// a `(UTC±hh:mm) ` or `(GMT±hh.mm) ` prefix.
enum ExchangeZoneNames {
  /// The IANA name `tzid` is Exchange's display name for; nil for anything else.
  static func iana(_ tzid: String) -> String? {
    if let found = table[tzid] { return found }
    guard let rest = withoutOffsetPrefix(tzid) else { return nil }
    return table[String(rest)]
  }

  /// `name` without Windows' `(UTC+01:00) ` or `(GMT+01.00) ` before the places; nil when it
  /// has no such prefix.
  static func withoutOffsetPrefix(_ name: String) -> Substring? {
    let bytes = Array(name.utf8)
    // "(UTC+01:00) " is 12 bytes.
    guard bytes.count > 12, bytes[0] == UInt8(ascii: "("), bytes[10] == UInt8(ascii: ")"),
      bytes[11] == UInt8(ascii: " ")
    else { return nil }
    let scale = String(decoding: bytes[1..<4], as: UTF8.self)
    func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    guard scale == "UTC" || scale == "GMT",
      bytes[4] == UInt8(ascii: "+") || bytes[4] == UInt8(ascii: "-"),
      isDigit(bytes[5]), isDigit(bytes[6]), isDigit(bytes[8]), isDigit(bytes[9]),
      bytes[7] == UInt8(ascii: ":") || bytes[7] == UInt8(ascii: ".")
    else { return nil }
    return Substring(name.utf8.dropFirst(12))
  }

  static let table: [String: String] = [
    "Universal Coordinated Time": "UTC",
    "Casablanca, Monrovia": "Africa/Casablanca",
    "Greenwich Mean Time: Dublin, Edinburgh, Lisbon, London": "Europe/Lisbon",
    "Greenwich Mean Time; Dublin, Edinburgh, London": "Europe/London",
    "Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna": "Europe/Berlin",
    "Amsterdam, Berlin, Bern, Rom, Stockholm, Wien": "Europe/Berlin",
    "Belgrade, Pozsony, Budapest, Ljubljana, Prague": "Europe/Prague",
    "Brussels, Copenhagen, Madrid, Paris": "Europe/Paris",
    "Paris, Madrid, Brussels, Copenhagen": "Europe/Paris",
    "Prague, Central Europe": "Europe/Prague",
    "Sarajevo, Skopje, Sofija, Vilnius, Warsaw, Zagreb": "Europe/Sarajevo",
    "West Central Africa": "Africa/Luanda",
    "Athens, Istanbul, Minsk": "Europe/Athens",
    "Bucharest": "Europe/Bucharest",
    "Cairo": "Africa/Cairo",
    "Harare, Pretoria": "Africa/Harare",
    "Helsinki, Riga, Tallinn": "Europe/Helsinki",
    "Israel, Jerusalem Standard Time": "Asia/Jerusalem",
    "Baghdad": "Asia/Baghdad",
    "Arab, Kuwait, Riyadh": "Asia/Kuwait",
    "Moscow, St. Petersburg, Volgograd": "Europe/Moscow",
    "East Africa, Nairobi": "Africa/Nairobi",
    "Tehran": "Asia/Tehran",
    "Abu Dhabi, Muscat": "Asia/Muscat",
    "Baku, Tbilisi, Yerevan": "Asia/Baku",
    "Kabul": "Asia/Kabul",
    "Ekaterinburg": "Asia/Yekaterinburg",
    "Islamabad, Karachi, Tashkent": "Asia/Karachi",
    "Kolkata, Chennai, Mumbai, New Delhi, India Standard Time": "Asia/Kolkata",
    "Kathmandu, Nepal": "Asia/Kathmandu",
    "Almaty, Novosibirsk, North Central Asia": "Asia/Almaty",
    "Astana, Dhaka": "Asia/Dhaka",
    "Sri Jayawardenepura, Sri Lanka": "Asia/Colombo",
    "Rangoon": "Asia/Yangon",
    "Bangkok, Hanoi, Jakarta": "Asia/Bangkok",
    "Krasnoyarsk": "Asia/Krasnoyarsk",
    "Beijing, Chongqing, Hong Kong SAR, Urumqi": "Asia/Shanghai",
    "Irkutsk, Ulaan Bataar": "Asia/Irkutsk",
    "Kuala Lumpur, Singapore": "Asia/Singapore",
    "Perth, Western Australia": "Australia/Perth",
    "Taipei": "Asia/Taipei",
    "Osaka, Sapporo, Tokyo": "Asia/Tokyo",
    "Seoul, Korea Standard time": "Asia/Seoul",
    "Yakutsk": "Asia/Yakutsk",
    "Adelaide, Central Australia": "Australia/Adelaide",
    "Darwin": "Australia/Darwin",
    "Brisbane, East Australia": "Australia/Brisbane",
    "Canberra, Melbourne, Sydney, Hobart (year 2000 only)": "Australia/Sydney",
    "Guam, Port Moresby": "Pacific/Guam",
    "Hobart, Tasmania": "Australia/Hobart",
    "Vladivostok": "Asia/Vladivostok",
    "Magadan, Solomon Is., New Caledonia": "Asia/Magadan",
    "Auckland, Wellington": "Pacific/Auckland",
    "Fiji Islands, Kamchatka, Marshall Is.": "Pacific/Fiji",
    "Nuku'alofa, Tonga": "Pacific/Tongatapu",
    "Azores": "Atlantic/Azores",
    "Cape Verde Is.": "Atlantic/Cape_Verde",
    "Mid-Atlantic": "America/Noronha",
    "Brasilia": "America/Sao_Paulo",
    "Buenos Aires": "America/Argentina/Buenos_Aires",
    "Greenland": "America/Nuuk",
    "Newfoundland": "America/St_Johns",
    "Atlantic Time (Canada)": "America/Halifax",
    "Caracas, La Paz": "America/Caracas",
    "Santiago": "America/Santiago",
    "Bogota, Lima, Quito": "America/Bogota",
    "Eastern Time (US & Canada)": "America/New_York",
    "Indiana (East)": "America/Indiana/Indianapolis",
    "Central America": "America/Guatemala",
    "Central Time (US & Canada)": "America/Chicago",
    "Mexico City, Tegucigalpa": "America/Mexico_City",
    "Saskatchewan": "America/Edmonton",
    "Arizona": "America/Phoenix",
    "Mountain Time (US & Canada)": "America/Denver",
    "Pacific Time (US & Canada)": "America/Los_Angeles",
    "Pacific Time (US & Canada); Tijuana": "America/Los_Angeles",
    "Alaska": "America/Anchorage",
    "Hawaii": "Pacific/Honolulu",
    "Midway Island, Samoa": "Pacific/Midway",
    "Eniwetok, Kwajalein, Dateline Time": "Pacific/Kwajalein",
  ]
}
