/// What people who drive e-paper panels run today to make the picture Calends' dashboard
/// sample makes (`Samples/dashboard/month-agenda.yaml`: a month beside an agenda at
/// 800 × 480, black and white): a Python imaging script, and an HTML page screenshot by
/// headless Chromium then made 1-bit. Both draw the same month and the same rows, with the
/// Inter faces Calends ships, so the work is alike.
enum DashboardPeerScripts {
  /// `python3 dashboard.py OUT.png FONTS_DIR`: the month and the agenda with Pillow, on a
  /// 1-bit image, saved as a PNG — the e-paper dashboards' own way (ImageDraw text).
  static let pillow = #"""
    import sys, calendar
    from PIL import Image, ImageDraw, ImageFont

    out, fonts = sys.argv[1], sys.argv[2]
    regular = fonts + "/Inter/Inter-Regular.otf"
    bold = fonts + "/Inter/Inter-SemiBold.otf"
    title = ImageFont.truetype(bold, 17)
    small = ImageFont.truetype(bold, 11)
    day = ImageFont.truetype(regular, 16)
    label = ImageFont.truetype(regular, 11)
    image = Image.new("1", (800, 480), 1)
    draw = ImageDraw.Draw(image)
    draw.fontmode = "1"
    # The month: March 2026, weeks from Sunday, today the 11th in a disc.
    draw.text((196, 20), "Mar 2026", font=title, fill=0, anchor="mm")
    cal = calendar.Calendar(firstweekday=6)
    for column, name in enumerate("SMTWTFS"):
        draw.text((28 + column * 56, 58), name, font=small, fill=0, anchor="mm")
    for row, week in enumerate(cal.monthdatescalendar(2026, 3)):
        for column, date in enumerate(week):
            x, y = 28 + column * 56, 90 + row * 51
            if date.day == 11 and date.month == 3:
                draw.ellipse((x - 14, y - 14, x + 14, y + 14), fill=0)
                draw.text((x, y), "11", font=day, fill=1, anchor="mm")
            else:
                draw.text((x, y), str(date.day), font=day, fill=0 if date.month == 3 else 0, anchor="mm")
            if date.month == 3 and date.weekday() < 5:
                draw.ellipse((x - 2, y + 13, x + 2, y + 17), fill=0)
    # The agenda: a header band per day, then its rows.
    rows = [
        ("March 11, 2026", "Wednesday", [("all-day", "SwiftConf", ""), ("11:00–12:00", "Berlin sync (16:00 CET)", ""), ("11:30–12:00", "Stand-up (moved)", "Room 4")]),
        ("March 12, 2026", "Thursday", [("all-day", "SwiftConf", ""), ("09:30–10:00", "Stand-up", "Room 4"), ("13:30–15:00", "Demo", "Atrium")]),
        ("March 13, 2026", "Friday", [("all-day", "SwiftConf", "")]),
        ("March 16, 2026", "Monday", [("09:30–10:00", "Stand-up", "Room 4")]),
    ]
    y = 12
    for header, weekday, events in rows:
        draw.rectangle((416, y, 788, y + 32), fill=0)
        draw.text((422, y + 16), header, font=title, fill=1, anchor="lm")
        draw.text((782, y + 16), weekday, font=title, fill=1, anchor="rm")
        y += 33
        for time, what, place in events:
            draw.ellipse((416, y + 10, 424, y + 18), fill=0)
            draw.text((432, y + 14), time, font=day, fill=0, anchor="lm")
            draw.text((538, y + 14), what, font=day, fill=0, anchor="lm")
            y += 29
            if place:
                draw.text((538, y), place, font=label, fill=0, anchor="lm")
                y += 13
    draw.text((416, y + 8), "+2 more", font=label, fill=0, anchor="lm")
    image.save(out, optimize=True)
    """#

  /// The same picture as an HTML page, for `chromium --headless --screenshot`; `FONTS` is
  /// replaced by the fonts folder.
  static let html = #"""
    <!doctype html>
    <html><head><meta charset="utf-8"><style>
    @font-face { font-family: Inter; src: url("file://FONTS/Inter/Inter-Regular.otf"); }
    @font-face { font-family: Inter; font-weight: 600; src: url("file://FONTS/Inter/Inter-SemiBold.otf"); }
    body { margin: 0; width: 800px; height: 480px; font-family: Inter; display: flex; background: #fff; }
    .month { width: 392px; text-align: center; }
    .month h1 { font-size: 17px; font-weight: 600; margin: 10px 0; }
    .month table { width: 392px; border-collapse: collapse; }
    .month th { font-size: 11px; font-weight: 600; height: 24px; }
    .month td { font-size: 16px; height: 51px; }
    .today { background: #000; color: #fff; border-radius: 50%; padding: 4px 6px; }
    .agenda { margin-left: 16px; width: 372px; padding-top: 12px; }
    .day { background: #000; color: #fff; font-size: 17px; font-weight: 600; display: flex;
           justify-content: space-between; padding: 6px; }
    .row { display: flex; font-size: 16px; padding: 5px 0; }
    .row .dot { width: 8px; height: 8px; border-radius: 4px; background: #000; margin: 6px 8px 0 0; }
    .row .time { width: 106px; }
    .row small { display: block; font-size: 11px; }
    </style></head><body>
    <div class="month"><h1>Mar 2026</h1><table>
    <tr><th>S</th><th>M</th><th>T</th><th>W</th><th>T</th><th>F</th><th>S</th></tr>
    <tr><td>1</td><td>2</td><td>3</td><td>4</td><td>5</td><td>6</td><td>7</td></tr>
    <tr><td>8</td><td>9</td><td>10</td><td><span class="today">11</span></td><td>12</td><td>13</td><td>14</td></tr>
    <tr><td>15</td><td>16</td><td>17</td><td>18</td><td>19</td><td>20</td><td>21</td></tr>
    <tr><td>22</td><td>23</td><td>24</td><td>25</td><td>26</td><td>27</td><td>28</td></tr>
    <tr><td>29</td><td>30</td><td>31</td><td>1</td><td>2</td><td>3</td><td>4</td></tr>
    </table></div>
    <div class="agenda">
    <div class="day"><span>March 11, 2026</span><span>Wednesday</span></div>
    <div class="row"><span class="dot"></span><span class="time">all-day</span><span>SwiftConf</span></div>
    <div class="row"><span class="dot"></span><span class="time">11:00–12:00</span><span>Berlin sync (16:00 CET)</span></div>
    <div class="row"><span class="dot"></span><span class="time">11:30–12:00</span><span>Stand-up (moved)<small>Room 4</small></span></div>
    <div class="day"><span>March 12, 2026</span><span>Thursday</span></div>
    <div class="row"><span class="dot"></span><span class="time">all-day</span><span>SwiftConf</span></div>
    <div class="row"><span class="dot"></span><span class="time">09:30–10:00</span><span>Stand-up<small>Room 4</small></span></div>
    <div class="row"><span class="dot"></span><span class="time">13:30–15:00</span><span>Demo<small>Atrium</small></span></div>
    <div class="day"><span>March 13, 2026</span><span>Friday</span></div>
    <div class="row"><span class="dot"></span><span class="time">all-day</span><span>SwiftConf</span></div>
    </div></body></html>
    """#

  /// `python3 threshold.py IN.png OUT.png`: the screenshot made 1-bit at 50 %, as the
  /// Chromium route's ImageMagick step does.
  static let threshold = #"""
    import sys
    from PIL import Image
    Image.open(sys.argv[1]).convert("L").point(lambda v: 255 if v >= 128 else 0, mode="1").save(sys.argv[2], optimize=True)
    """#
}
