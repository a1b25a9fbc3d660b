#ifndef CALENDS_CPIXELROWS_H
#define CALENDS_CPIXELROWS_H

#include <stddef.h>
#include <stdint.h>

/// Writes `width` opaque pixels of Cairo's native-endian ARGB32 as PNG's RGB bytes into
/// `out`, which has room for `3 * width + 1` bytes (the last is scratch).
///
/// With SSSE3 (every x86-64 processor since 2006, checked once at run time) sixteen source
/// bytes become twelve in one shuffle; elsewhere, one 32-bit store per pixel.
void calends_rgb_from_opaque_argb(const uint32_t *source, size_t width, uint8_t *out);

/// Whether the shuffle is used on this processor (for the tests that compare both paths).
int calends_rgb_conversion_is_vectorised(void);

/// The one-store-per-pixel conversion, always (for those tests).
void calends_rgb_from_opaque_argb_scalar(const uint32_t *source, size_t width, uint8_t *out);

#endif
