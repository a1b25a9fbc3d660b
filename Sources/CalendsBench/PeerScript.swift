/// The pycairo peer of `calends bench --peers`: a Python script drawing the bench's month
/// (title, weekday letters, six weeks of day numbers, a selected day's disc, event dots) as
/// a program using Cairo directly would, then writing it with `write_to_png`.
///
/// `python3 script OUT.png WIDTH HEIGHT SCALE` draws once, as a process per image does;
/// with a fifth argument N it draws N times and prints the median milliseconds per image,
/// the in-process comparison.
enum PeerScript {
  static let pycairo = #"""
    import sys, time, cairo

    def draw(path, W, H, S):
        surface = cairo.ImageSurface(cairo.FORMAT_RGB24, W * S, H * S)
        c = cairo.Context(surface)
        c.scale(S, S)
        c.set_source_rgb(1, 1, 1); c.paint()
        c.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_BOLD)
        c.set_font_size(17); c.set_source_rgb(0.1, 0.1, 0.1)
        c.move_to(16, 30); c.show_text("January 2019")
        c.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_NORMAL)
        c.set_font_size(12)
        cw = W / 7.0
        for i, d in enumerate("SMTWTFS"):
            c.move_to(i * cw + cw / 2 - 4, 60); c.show_text(d)
        c.set_font_size(16)
        rows = max(1, int((H - 70) // 44))
        for week in range(rows):
            for wd in range(7):
                n = week * 7 + wd - 1
                x, y = wd * cw + cw / 2, 90 + week * 44
                if n == 22:
                    c.set_source_rgb(0.0, 0.44, 0.95); c.arc(x, y, 17, 0, 6.2832); c.fill()
                    c.set_source_rgb(1, 1, 1)
                elif n < 0 or n >= 31:
                    c.set_source_rgb(0.6, 0.6, 0.6)
                else:
                    c.set_source_rgb(0.1, 0.1, 0.1)
                label = str((n % 31) + 1 if n >= 0 else 31 + n)
                ext = c.text_extents(label)
                c.move_to(x - ext.width / 2, y + 6); c.show_text(label)
                if n in (7, 16):
                    c.set_source_rgb(0.3, 0.3, 0.3); c.arc(x, y + 16, 2, 0, 6.2832); c.fill()
        surface.write_to_png(path)

    path, W, H, S = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    if len(sys.argv) > 5:
        times = []
        for _ in range(int(sys.argv[5])):
            start = time.perf_counter()
            draw(path, W, H, S)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        print("%.4f" % times[len(times) // 2])
    else:
        draw(path, W, H, S)
    """#
}
