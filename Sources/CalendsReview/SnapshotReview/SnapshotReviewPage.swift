import CalendsValues
import Calends
import Foundation

/// `calends snapshot review`'s page: one section per failure with the reference and actual
/// output side by side, the difference image, and a figure that toggles between reference
/// and actual in place (a button, or a click on the image), which shows a one-pixel change
/// better than two images side by side. Links are relative, so the page lives in the
/// artifacts folder it shows.
///
/// The page checks itself the way the gallery does: after loading, `<body>` carries
/// `data-images`, `data-loaded` and `data-broken`; opened as `index.html#selftest`, it also
/// clicks every toggle there and back and sets `data-toggles-working`.
public struct SnapshotReviewPage: Sendable {
  /// The page's name in the artifacts folder.
  public static let fileName = "index.html"

  /// The failures shown.
  public var failures: SnapshotFailureFolder

  /// The page of `failures`.
  public init(_ failures: SnapshotFailureFolder) { self.failures = failures }

  /// The page's HTML.
  public func html() -> String {
    let count = failures.failures.count
    var out = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Calends snapshot review</title>
      <style>
      body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #223548; }
      h1 { font-size: 1.6rem; } h2 { font-size: 1.1rem; margin-top: 2.5rem; }
      .row { display: flex; gap: 1.5rem; flex-wrap: wrap; align-items: flex-start; }
      figure { margin: 0; } figcaption { font-size: 12px; color: #5B738B; margin-bottom: .3rem; }
      img { max-width: 420px; height: auto; border: 1px solid #E5E9ED; display: block; }
      img[hidden] { display: none; }
      .stack { cursor: pointer; } .which { font-weight: 600; }
      pre, code { background: #F5F6F7; font-size: 12px; }
      pre { padding: .6rem .8rem; white-space: pre-wrap; max-width: 80rem; }
      </style></head>
      <body>
      <h1>Calends snapshot review</h1>
      <p>\(count == 0 ? "No snapshot failures" : "\(count) snapshot failure\(count == 1 ? "" : "s")") in <code>\(HTMLText.escaped(failures.folder.path))</code>.\(count == 0 ? "" : " Accept all: <code>\(HTMLText.escaped(acceptCommand([])))</code>")</p>

      """
    for failure in failures.failures { out += section(failure) }
    out += """
      <script>
      function visible(image) { return !image.hidden && image.offsetWidth > 0; }
      function toggle(figure) {
        var showActual = figure.getAttribute('data-showing') !== 'actual';
        figure.setAttribute('data-showing', showActual ? 'actual' : 'reference');
        figure.querySelector('img.reference').hidden = showActual;
        figure.querySelector('img.actual').hidden = !showActual;
        figure.querySelector('.which').textContent = showActual ? 'actual' : 'reference';
        figure.querySelector('button').textContent = showActual ? 'Show reference' : 'Show actual';
      }
      var figures = Array.prototype.slice.call(document.querySelectorAll('figure.toggle'));
      figures.forEach(function (figure) {
        figure.querySelector('button').addEventListener('click', function () { toggle(figure); });
        figure.querySelector('.stack').addEventListener('click', function () { toggle(figure); });
      });
      window.addEventListener('load', function () {
        var images = Array.prototype.slice.call(document.images);
        var loaded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
        document.body.setAttribute('data-images', String(images.length));
        document.body.setAttribute('data-loaded', String(loaded));
        document.body.setAttribute('data-broken', String(images.length - loaded));
        if (location.hash !== '#selftest') return;
        var working = figures.filter(function (figure) {
          var reference = figure.querySelector('img.reference');
          var actual = figure.querySelector('img.actual');
          var before = visible(reference) && !visible(actual);
          figure.querySelector('button').click();
          var flipped = !visible(reference) && visible(actual)
            && figure.getAttribute('data-showing') === 'actual';
          figure.querySelector('.stack').click();
          return before && flipped && visible(reference) && !visible(actual);
        }).length;
        document.body.setAttribute('data-toggles-working', String(working));
      });
      </script>
      </body></html>

      """
    return out
  }

  func section(_ failure: SnapshotFailureFolder.Failure) -> String {
    let report = failure.report
    let name = HTMLText.escaped(failure.name)
    var out = """
      <section class="failure" id="\(name)"><h2>\(name)</h2>
      <p>Reference: <code>\(HTMLText.escaped(report.reference))</code><br>Accept: <code>\(HTMLText.escaped(acceptCommand([failure.name])))</code></p>
      <pre>\(HTMLText.escaped(report.message))</pre>

      """
    guard report.isImage, let expected = report.expected else {
      var links = "<a href=\"\(HTMLText.link(failure.relativePath(report.actual)))\">actual</a>"
      if let expected = report.expected {
        links =
          "<a href=\"\(HTMLText.link(failure.relativePath(expected)))\">reference</a> · " + links
      }
      return out + "<p>\(links)</p></section>\n"
    }
    let referenceLink = HTMLText.link(failure.relativePath(expected))
    let actualLink = HTMLText.link(failure.relativePath(report.actual))
    out += """
      <div class="row">
      <figure class="toggle" data-showing="reference"><figcaption><button type="button">Show actual</button> showing <span class="which">reference</span></figcaption>
      <div class="stack"><img class="reference" src="\(referenceLink)" alt="\(name): reference"><img class="actual" src="\(actualLink)" alt="\(name): actual" hidden></div></figure>
      <figure><figcaption>reference</figcaption><img src="\(referenceLink)" alt="\(name): reference"></figure>
      <figure><figcaption>actual</figcaption><img src="\(actualLink)" alt="\(name): actual"></figure>

      """
    if let difference = report.difference {
      out += """
        <figure><figcaption>difference (magenta)</figcaption><img src="\(HTMLText.link(failure.relativePath(difference)))" alt="\(name): difference"></figure>

        """
    }
    return out + "</div></section>\n"
  }

  /// The command that accepts `names` (all failures when empty), quoted for a POSIX shell.
  func acceptCommand(_ names: [String]) -> String {
    (["calends", "snapshot", "accept", failures.folder.path] + names).map(ShellWord.quoted)
      .joined(separator: " ")
  }
}

/// A word as a POSIX shell reads it back: bare when it is plain, single-quoted otherwise.
enum ShellWord {
  static func quoted(_ word: String) -> String {
    let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_./=:@%+,"))
    if !word.isEmpty && word.unicodeScalars.allSatisfy({ plain.contains($0) && $0.isASCII }) {
      return word
    }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
