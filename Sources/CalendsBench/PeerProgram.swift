import Foundation

/// The floor of `calends bench --peers`: a C program that does what any process drawing this
/// month with Pango must do — load Cairo, Pango and fontconfig, build a private font
/// configuration from Calends' shipped fonts, lay out and draw the title, the weekday
/// letters, six weeks of day numbers, the selected day's disc and the event dots at scale 2
/// — and nothing else: no argument parsing, no locale or calendar data, no encoding.
///
/// It is not a peer users would choose but the measure of how much of a one-image process
/// is Calends' own: a target of half `rsvg-convert`'s time means little when this program
/// alone takes about 0.4× of it. Compiled when the bench runs, with the C compiler and `pkg-config` on
/// `PATH`; skipped when either is missing.
enum PeerProgram {
  /// `month FONT_DIR WIDTH HEIGHT SCALE`.
  static let source = #"""
    #include <pango/pangocairo.h>
    #include <pango/pangofc-fontmap.h>
    #include <fontconfig/fontconfig.h>
    #include <stdio.h>
    #include <stdlib.h>

    static void show(cairo_t *cr, PangoLayout *layout, const char *text, double x, double y) {
      int width, height;
      pango_layout_set_text(layout, text, -1);
      pango_layout_get_size(layout, &width, &height);
      cairo_move_to(cr, x - width / 2.0 / PANGO_SCALE, y - height / 2.0 / PANGO_SCALE);
      pango_cairo_show_layout(cr, layout);
    }

    static void font(PangoLayout *layout, const char *description) {
      PangoFontDescription *font = pango_font_description_from_string(description);
      pango_layout_set_font_description(layout, font);
      pango_font_description_free(font);
    }

    int main(int argc, char **argv) {
      if (argc != 5) return 2;
      int w = atoi(argv[2]), h = atoi(argv[3]), s = atoi(argv[4]);
      FcConfig *config = FcConfigCreate();
      FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)
        "<fontconfig><cachedir prefix=\"xdg\">fontconfig</cachedir></fontconfig>", 0);
      if (!FcConfigAppFontAddDir(config, (const FcChar8 *)argv[1])) return 3;
      FcConfigSetCurrent(config);
      PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
      pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
      cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w * s, h * s);
      cairo_t *cr = cairo_create(surface);
      cairo_scale(cr, s, s);
      cairo_set_source_rgb(cr, 1, 1, 1);
      cairo_paint(cr);
      PangoContext *context = pango_font_map_create_context(map);
      pango_cairo_update_context(cr, context);
      PangoLayout *layout = pango_layout_new(context);
      cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
      font(layout, "Inter Bold 17px");
      show(cr, layout, "January 2019", w / 2.0, 24);
      font(layout, "Inter Semi-Bold 12px");
      double column = w / 7.0;
      const char *letters[] = {"S", "M", "T", "W", "T", "F", "S"};
      for (int day = 0; day < 7; day++) show(cr, layout, letters[day], (day + 0.5) * column, 56);
      font(layout, "Inter 16px");
      char label[4];
      for (int week = 0; week < 6; week++) {
        for (int day = 0; day < 7; day++) {
          int n = week * 7 + day - 1;
          double x = (day + 0.5) * column, y = 90 + week * 44;
          if (n == 22) {
            cairo_set_source_rgb(cr, 0, 0.44, 0.95);
            cairo_arc(cr, x, y, 17, 0, 6.2832);
            cairo_fill(cr);
            cairo_set_source_rgb(cr, 1, 1, 1);
          } else if (n < 0 || n >= 31) {
            cairo_set_source_rgb(cr, 0.6, 0.6, 0.6);
          } else {
            cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
          }
          snprintf(label, sizeof label, "%d", n < 0 ? 31 + n : n % 31 + 1);
          show(cr, layout, label, x, y);
          if (n == 7 || n == 16) {
            cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
            cairo_arc(cr, x, y + 16, 2, 0, 6.2832);
            cairo_fill(cr);
          }
        }
      }
      cairo_surface_flush(surface);
      return cairo_status(cr) == CAIRO_STATUS_SUCCESS ? 0 : 1;
    }
    """#

  /// The floor of start-up: a C program linked with Cairo and Pango (as the floor above is)
  /// that prints their versions and ends — what starting any process that draws with them
  /// costs, beside `calends --version` (the benchmark reports the ratio of the two).
  static let startSource = #"""
    #include <pango/pangocairo.h>
    #include <stdio.h>

    int main(void) {
      printf("cairo %s, pango %s\n", cairo_version_string(), pango_version_string());
      return 0;
    }
    """#

  /// Why the floor cannot be built here.
  struct Unavailable: Error {
    var reason: String
  }

  /// Compiles `source` into `folder` and returns the program's path; fails when no C
  /// compiler or `pkg-config` is on `PATH`, or Pango's headers are missing.
  static func build(in folder: URL, source: String = source, name: String = "month")
    -> Result<String, Unavailable>
  {
    guard
      let compiler = ["cc", "gcc", "clang"].lazy.compactMap(PeerBenchmark.program(named:))
        .first
    else { return .failure(Unavailable(reason: "no C compiler on PATH")) }
    guard let pkgConfig = PeerBenchmark.program(named: "pkg-config") else {
      return .failure(Unavailable(reason: "no pkg-config on PATH"))
    }
    guard
      let flags = try? TimedRun.run(
        pkgConfig, ["--cflags", "--libs", "pangocairo", "pangoft2", "fontconfig"],
        label: "pkg-config")
    else { return .failure(Unavailable(reason: "pkg-config does not know pangocairo")) }
    let sourceFile = folder.appendingPathComponent("\(name).c")
    let executable = folder.appendingPathComponent("\(name)-c").path
    do {
      try source.write(to: sourceFile, atomically: true, encoding: .utf8)
      let split = String(decoding: flags.output, as: UTF8.self).split(
        whereSeparator: \.isWhitespace)
      _ = try TimedRun.run(
        compiler, ["-O2", sourceFile.path, "-o", executable] + split.map(String.init),
        label: "\(compiler) \(name).c")
    } catch {
      return .failure(Unavailable(reason: "it did not compile: \(error)"))
    }
    return .success(executable)
  }
}
