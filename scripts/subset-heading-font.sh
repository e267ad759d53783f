#!/bin/sh
# Makes the heading font's first-paint subset (docs/decisions/014-heading-font.md): Newsreader 600
# from @fontsource/newsreader, cut to the characters the site's headings and serif figures use
# (Basic Latin, the no-break space, ©, ·, é, typographic quotes and dashes, the ellipsis and ›),
# keeping kerning, ligatures, the tabular figures prices use and rvrn (which this static instance
# still uses to swap in its weight's dollar sign, so shapers always apply it). Nothing else: the
# proportional figures (pnum) are alternates no stylesheet asks for, and mark/mkmk place combining
# accents, which the subset does not have (é is precomposed). Each dropped feature is bytes the
# first page waits for (docs/PERFORMANCE.md, "The first round trip"). The result is committed;
# run this again only when the font package or the character list changes, and copy the list into
# the Newsreader @font-face's unicode-range in app/app.css (a test compares them).
# Needs fontTools with Brotli (Debian: apt-get install fonttools python3-brotli).
set -eu
cd "$(dirname "$0")/.."
UNICODES="U+0020-007E,U+00A0,U+00A9,U+00B7,U+00E9,U+2013-2014,U+2018-2019,U+201C-201D,U+2026,U+203A"
pyftsubset node_modules/@fontsource/newsreader/files/newsreader-latin-600-normal.woff2 \
  --unicodes="$UNICODES" \
  --layout-features=kern,liga,tnum,rvrn \
  --flavor=woff2 \
  --output-file=app/assets/fonts/newsreader-600-headings.woff2
wc -c app/assets/fonts/newsreader-600-headings.woff2
